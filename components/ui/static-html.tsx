"use client";

import { useLayoutEffect, useRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { usePathname } from "next/navigation";

// A part of a page that no script changes: text, links, pictures. Its server HTML is the whole of
// it. The export's static-html step (scripts/export/steps/static-html.ts) hands the browser a
// hydration payload without this part's children, so React hydrates it as one element and leaves
// what the server wrote inside it alone, instead of walking every element of it. Links inside it
// navigate as plain links. Put no client component inside: the build fails if one is.
//
// With its children (server rendering, and client-side navigation, whose payload is whole) it renders
// them as usual. Without them it renders its element with the markup the server wrote: on hydration
// that is left as it is; if the page is rendered again later from the same trimmed payload (Next's
// router keeps it for back and forward), the markup seen when the part was last on the page is restored.

type Tag = "div" | "section" | "footer" | "ul" | "article" | "aside";

const EMPTY = { __html: "" };
/** The markup of trimmed parts, by page and place, kept when they leave the page. */
const markupWhenLeft = new Map<string, string>();

export function StaticHtml<T extends Tag = "div">({
  as,
  children,
  staticPart,
  ...props
}: {
  as?: T;
  children?: ReactNode;
  /** Set by the static-html step in place of the children: the part's number on its page. */
  staticPart?: number;
} & Omit<ComponentPropsWithoutRef<T>, "children" | "dangerouslySetInnerHTML">) {
  const Element = (as ?? "div") as "div";
  const place = `${usePathname()}#${staticPart}`;
  const ref = useRef<HTMLDivElement>(null);
  const trimmed = children === undefined;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!trimmed || !element) return;
    return () => {
      markupWhenLeft.set(place, element.innerHTML);
    };
  }, [place, trimmed]);

  if (!trimmed) return <Element {...(props as ComponentPropsWithoutRef<"div">)}>{children}</Element>;
  const known = markupWhenLeft.get(place);
  return (
    <Element
      {...(props as ComponentPropsWithoutRef<"div">)}
      ref={ref}
      dangerouslySetInnerHTML={known === undefined ? EMPTY : { __html: known }}
      suppressHydrationWarning
    />
  );
}
