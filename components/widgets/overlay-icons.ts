// The overlays' icons, drawn as plain <svg> (components/ui/static-icon.tsx): their first screens are
// server components, and the same frames render inside the live code, so the icons hydrate as nothing.
import {
  Bot as LucideBot,
  Languages as LucideLanguages,
  Mic as LucideMic,
  Send as LucideSend,
  Video as LucideVideo,
  X as LucideX,
} from "lucide-react";

import { staticIcon } from "@/components/ui/static-icon";

export const BotIcon = staticIcon(LucideBot);
export const LanguagesIcon = staticIcon(LucideLanguages);
export const MicIcon = staticIcon(LucideMic);
export const SendIcon = staticIcon(LucideSend);
export const VideoIcon = staticIcon(LucideVideo);
export const CloseIcon = staticIcon(LucideX);
