import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

const OUT = join(process.cwd(), "out");

/**
 * The pages the browser sweeps check: every English page, and in each translation a sample of one page
 * of each kind (the export checks read every page of every language; a browser pass over all four
 * would take four times as long on this machine).
 */
export const LOCALE_SAMPLE = [
  "/",
  "/product/",
  "/product/voice-bot/",
  "/solutions/",
  "/solutions/healthcare/",
  "/solutions/ai-&-automation/ai-chatbots/",
  "/industry/sme/",
  "/services/",
  "/services/microsoft-teams/",
  "/contact-us/",
  "/about-us/",
  "/careers/",
  "/partners/",
  "/blog/ai-chatbots-ux/",
  "/case-studies/chatbot-retail-success/",
  "/site-map/",
];
const TRANSLATED = /^\/(es|fr|zh)(\/.*)$/;

export function exportedRoutes(): string[] {
  return allExportedRoutes().filter((route) => {
    const translated = TRANSLATED.exec(route);
    return !translated || LOCALE_SAMPLE.includes(translated[2]!);
  });
}

/** Every exported page of out/ as a URL path with a trailing slash (404 and _not-found excluded). */
export function allExportedRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name === "_next" || name === "_not-found" || name === "404" || name === "images") continue;
        walk(full);
      } else if (name === "index.html") {
        const rel = relative(OUT, dir).split(sep).join("/");
        routes.push(rel ? `/${rel}/` : "/");
      }
    }
  };
  walk(OUT);
  return routes.sort();
}

/** A path with each segment percent-encoded, as a browser sends it. */
export const encodePath = (path: string) => path.split("/").map(encodeURIComponent).join("/");
