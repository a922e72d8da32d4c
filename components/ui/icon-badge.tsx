import { cn } from "@/lib/utils";
import type { IconName, SolutionColor } from "@/content/types";
import { Icon } from "@/components/ui/icon";
import { palette } from "@/components/ui/palette";

const SIZE = { sm: "size-10", md: "size-11", lg: "size-12" };
const ICON_SIZE = { sm: "size-5", md: "size-6", lg: "size-6" };

export function IconBadge({
  name,
  color,
  tint,
  size = "md",
  className,
}: {
  name: IconName;
  color?: string;
  tint?: SolutionColor;
  size?: keyof typeof SIZE;
  className?: string;
}) {
  const colors = tint ? palette(tint) : undefined;
  return (
    <span
      className={cn(
        "inline-flex",
        SIZE[size],
        "items-center justify-center rounded-xl",
        colors ? colors.tint : "text-white",
        className,
      )}
      style={color ? { backgroundColor: color } : undefined}
    >
      <Icon name={name} className={cn(ICON_SIZE[size], colors?.icon)} />
    </span>
  );
}
