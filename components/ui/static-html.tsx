"use client";

import { useLayoutEffect, useRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { usePathname } from "next/navigation";

// Its children leave the hydration payload (scripts/export/steps/static-html.ts): no client component but Next's <Link> inside.

type Tag = "div" | "section" | "footer" | "ul" | "article" | "aside";

const EMPTY = { __html: "" };
// Next's router renders a page again from the trimmed payload on back and forward: the part's markup is restored from here.
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

  if (process.env.NODE_ENV === "development" && !trimmed) {
    const { id, "aria-labelledby": labelledBy } = props as ComponentPropsWithoutRef<"div">;
    void Promise.all([import("@/lib/static-part-check"), import("next/link")]).then(([check, link]) =>
      check.reportClientComponents(children, { tag: Element, id, labelledBy }, { link: link.default, staticHtml: StaticHtml }),
    );
  }
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
