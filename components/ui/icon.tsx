import { icons } from "lucide-react";

import type { IconName } from "@/content/types";
import { lucideIconData, StaticSvg, type StaticIconProps } from "@/components/ui/static-icon";

export function Icon({ name, ...props }: { name: IconName } & StaticIconProps) {
  return <StaticSvg data={lucideIconData(icons[name])} aria-hidden="true" focusable="false" {...props} />;
}
