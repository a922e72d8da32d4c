// The overlays' icons, drawn as plain <svg> (components/ui/static-icon.tsx): their first screens are
// server components, and the same frames render inside the live code, so the icons hydrate as nothing.
// Apart from ui/static-icons.ts because client chunks import these: a bundler keeps every icon of a
// module whose exports are calls, so this one holds only what the overlays draw.
import {
  Bot as LucideBot,
  CornerDownLeft as LucideCornerDownLeft,
  Languages as LucideLanguages,
  Mic as LucideMic,
  Search as LucideSearch,
  Send as LucideSend,
  Video as LucideVideo,
  X as LucideX,
} from "lucide-react";

import { staticIcon } from "@/components/ui/static-icon";

export const BotIcon = staticIcon(LucideBot);
export const LanguagesIcon = staticIcon(LucideLanguages);
export const MicIcon = staticIcon(LucideMic);
export const SearchIcon = staticIcon(LucideSearch);
export const SendIcon = staticIcon(LucideSend);
export const VideoIcon = staticIcon(LucideVideo);
export const EnterIcon = staticIcon(LucideCornerDownLeft);
export const CloseIcon = staticIcon(LucideX);
