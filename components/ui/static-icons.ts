// Icons drawn as plain <svg> (see static-icon.tsx), for server components and for the frames that an overlay's
// first screen (server) and its live code (client) share, so those hydrate as nothing. Other client
// components import their icons from lucide-react. Each is marked pure, so a client chunk keeps only those it uses.
import {
  ArrowLeft as LucideArrowLeft,
  ArrowRight as LucideArrowRight,
  Bot as LucideBot,
  Check as LucideCheck,
  CheckCircle2 as LucideCheckCircle2,
  ChevronRight as LucideChevronRight,
  Clock as LucideClock,
  Eye as LucideEye,
  Home as LucideHome,
  Languages as LucideLanguages,
  Mail as LucideMail,
  MapPin as LucideMapPin,
  Mic as LucideMic,
  Phone as LucidePhone,
  PlayCircle as LucidePlayCircle,
  Search as LucideSearch,
  Send as LucideSend,
  Sparkles as LucideSparkles,
  Star as LucideStar,
  Target as LucideTarget,
  TrendingUp as LucideTrendingUp,
  Video as LucideVideo,
  X as LucideX,
} from "lucide-react";

import { staticIcon } from "./static-icon";

export const ArrowLeft = /* @__PURE__ */ staticIcon(LucideArrowLeft);
export const ArrowRight = /* @__PURE__ */ staticIcon(LucideArrowRight);
export const Bot = /* @__PURE__ */ staticIcon(LucideBot);
export const Check = /* @__PURE__ */ staticIcon(LucideCheck);
export const CheckCircle2 = /* @__PURE__ */ staticIcon(LucideCheckCircle2);
export const ChevronRight = /* @__PURE__ */ staticIcon(LucideChevronRight);
export const Clock = /* @__PURE__ */ staticIcon(LucideClock);
export const Eye = /* @__PURE__ */ staticIcon(LucideEye);
export const Home = /* @__PURE__ */ staticIcon(LucideHome);
export const Languages = /* @__PURE__ */ staticIcon(LucideLanguages);
export const Mail = /* @__PURE__ */ staticIcon(LucideMail);
export const MapPin = /* @__PURE__ */ staticIcon(LucideMapPin);
export const Mic = /* @__PURE__ */ staticIcon(LucideMic);
export const Phone = /* @__PURE__ */ staticIcon(LucidePhone);
export const PlayCircle = /* @__PURE__ */ staticIcon(LucidePlayCircle);
export const Search = /* @__PURE__ */ staticIcon(LucideSearch);
export const Send = /* @__PURE__ */ staticIcon(LucideSend);
export const Sparkles = /* @__PURE__ */ staticIcon(LucideSparkles);
export const Star = /* @__PURE__ */ staticIcon(LucideStar);
export const Target = /* @__PURE__ */ staticIcon(LucideTarget);
export const TrendingUp = /* @__PURE__ */ staticIcon(LucideTrendingUp);
export const Video = /* @__PURE__ */ staticIcon(LucideVideo);
export const X = /* @__PURE__ */ staticIcon(LucideX);

export type StaticIcon = ReturnType<typeof staticIcon>;
