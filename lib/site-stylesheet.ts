// The site's whole stylesheet, as Next links it. A page inlines only the rules its markup uses (see
// scripts/export/page-css.ts); the whole sheet is linked once the page may render more: at the
// visitor's first interaction and on the first client-side move (components/layout/whole-stylesheet.tsx),
// and when a widget loaded on demand opens (lib/use-on-demand.ts). Linked any earlier, it would make
// the browser restyle every element of the page for rules it already has. The export's
// inline-page-css step names it on the after-paint template, and the loader prefetches it once idle.
import { CHUNKS_FOLDER, STYLESHEETS_ATTRIBUTE } from "@/scripts/export/loader/after-paint";

/** The hrefs of the whole stylesheet(s), read from the served page; none outside the exported site. */
export function siteStylesheetHrefs(doc: Document = document): string[] {
  const names = doc.querySelector(`template[${STYLESHEETS_ATTRIBUTE}]`)?.getAttribute(STYLESHEETS_ATTRIBUTE)?.split(" ");
  return (names ?? []).filter(Boolean).map((name) => CHUNKS_FOLDER + name);
}

let linking: Promise<void> | undefined;

/**
 * Links the whole sheet once, after the page's inlined rules (so the sheet's own order wins), the way
 * React links a stylesheet of Next's precedence, which then finds it there by its href. Settles once
 * it has loaded; a sheet that fails is removed, settles too (a widget opens, if less styled) and is
 * tried again next time.
 */
export function linkSiteStylesheet(doc: Document = document): Promise<void> {
  linking ??= Promise.all(
    siteStylesheetHrefs(doc).map((href) => {
      if (doc.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return true;
      const link = doc.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      link.setAttribute("data-precedence", "next");
      const last = [...doc.head.querySelectorAll("style[data-precedence], link[rel='stylesheet'][data-precedence]")].at(-1);
      if (last) last.after(link);
      else doc.head.appendChild(link);
      return new Promise<boolean>((settle) => {
        link.onload = () => settle(true);
        link.onerror = () => {
          link.remove();
          settle(false);
        };
      });
    }),
  ).then((loaded) => {
    if (!loaded.every(Boolean)) linking = undefined;
  });
  return linking;
}
