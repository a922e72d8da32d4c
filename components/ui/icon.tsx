import { icons } from "lucide-react";

import type { IconName } from "@/lib/content/types";
import { lucideIconData, StaticSvg, type StaticIconProps } from "@/components/ui/static-icon";

// An icon chosen by name in content/, drawn as static SVG (static-icon.tsx). Server components only:
// it indexes the whole icon set, which must never reach a client bundle.
export function Icon({ name, ...props }: { name: IconName } & StaticIconProps) {
  return <StaticSvg data={lucideIconData(icons[name])} aria-hidden="true" focusable="false" {...props} />;
}
