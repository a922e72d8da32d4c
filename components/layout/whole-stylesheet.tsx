"use client";

import { useEffect, useState } from "react";
import { usePathname } from "next/navigation";

import { linkSiteStylesheet, siteStylesheetHrefs } from "@/lib/site-stylesheet";

/** What comes before anything the visitor makes the page render: a press, a key, focus moving in. */
const FIRST_INTERACTION = ["pointerdown", "keydown", "focusin"] as const;

/**
 * Links the site's whole stylesheet once the page needs more than the rules it inlines (see
 * lib/site-stylesheet.ts): at the visitor's first interaction, whatever it opens or changes (a form's
 * error, a selected time slot); and on the first client-side move to another page, rendered here so
 * that React shows the new page only once the sheet has loaded (a navigation is a transition). A
 * visitor who only reads costs the page no second styling of every element.
 */
export function WholeStylesheet() {
  const pathname = usePathname();
  const [firstPath] = useState(pathname);
  const [hrefs, setHrefs] = useState<string[] | null>(null);
  if (hrefs === null && pathname !== firstPath) setHrefs(siteStylesheetHrefs());

  useEffect(() => {
    const link = () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, link, true);
      void linkSiteStylesheet();
    };
    for (const type of FIRST_INTERACTION) window.addEventListener(type, link, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, link, true);
    };
  }, []);

  return hrefs?.map((href) => <link key={href} rel="stylesheet" href={href} precedence="next" />) ?? null;
}
