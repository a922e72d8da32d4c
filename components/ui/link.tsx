import NextLink from "next/link";

import { localizeHref } from "@/lib/pages/links";

/** `next/link` for server components: an internal link goes to the page's own language when it exists. */
export function Link({ href, ...props }: React.ComponentProps<typeof NextLink>) {
  return <NextLink href={typeof href === "string" ? localizeHref(href) : href} {...props} />;
}
