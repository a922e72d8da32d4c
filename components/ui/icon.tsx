import { icons, type LucideProps } from "lucide-react";

import type { IconName } from "@/lib/content/types";

// Server components only: it indexes the whole icon set, which must never reach a client bundle.
export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" {...props} />;
}
