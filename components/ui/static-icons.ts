// Icons for server components (see static-icon.tsx); client components import them from lucide-react.
import {
  ArrowLeft as LucideArrowLeft,
  ArrowRight as LucideArrowRight,
  Check as LucideCheck,
  CheckCircle2 as LucideCheckCircle2,
  ChevronRight as LucideChevronRight,
  Clock as LucideClock,
  Eye as LucideEye,
  Home as LucideHome,
  Languages as LucideLanguages,
  Mail as LucideMail,
  MapPin as LucideMapPin,
  MessageCircle as LucideMessageCircle,
  MessagesSquare as LucideMessagesSquare,
  Mic as LucideMic,
  Phone as LucidePhone,
  PlayCircle as LucidePlayCircle,
  Send as LucideSend,
  Sparkles as LucideSparkles,
  Star as LucideStar,
  Target as LucideTarget,
  TrendingUp as LucideTrendingUp,
  Video as LucideVideo,
} from "lucide-react";

import { staticIcon } from "./static-icon";

export const ArrowLeft = staticIcon(LucideArrowLeft);
export const ArrowRight = staticIcon(LucideArrowRight);
export const Check = staticIcon(LucideCheck);
export const CheckCircle2 = staticIcon(LucideCheckCircle2);
export const ChevronRight = staticIcon(LucideChevronRight);
export const Clock = staticIcon(LucideClock);
export const Eye = staticIcon(LucideEye);
export const Home = staticIcon(LucideHome);
export const Languages = staticIcon(LucideLanguages);
export const Mail = staticIcon(LucideMail);
export const MapPin = staticIcon(LucideMapPin);
export const MessageCircle = staticIcon(LucideMessageCircle);
export const MessagesSquare = staticIcon(LucideMessagesSquare);
export const Mic = staticIcon(LucideMic);
export const Phone = staticIcon(LucidePhone);
export const PlayCircle = staticIcon(LucidePlayCircle);
export const Send = staticIcon(LucideSend);
export const Sparkles = staticIcon(LucideSparkles);
export const Star = staticIcon(LucideStar);
export const Target = staticIcon(LucideTarget);
export const TrendingUp = staticIcon(LucideTrendingUp);
export const Video = staticIcon(LucideVideo);

export type StaticIcon = ReturnType<typeof staticIcon>;
