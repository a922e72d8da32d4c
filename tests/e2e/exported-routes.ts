import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

import { DEFAULT_LOCALE, splitLocale } from "@/lib/i18n/locales";

const OUT = join(process.cwd(), "out");

/**
 * The pages the browser sweeps check: every English page, and in each translation a sample drawn from
 * one page of each kind below (the export checks read every page of every language; a browser pass over
 * all four would take four times as long on this machine). The sample changes per run (SWEEP_SEED, set
 * and printed by playwright.config.ts), so over runs every kind is swept in every language.
 */
export const LOCALE_PAGES = [
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
/** How many of LOCALE_PAGES each translation sweeps in one run. */
export const LOCALE_SAMPLE_SIZE = 6;

/** A small deterministic generator (mulberry32): the same seed draws the same sample in every worker. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** This run's sample of LOCALE_PAGES for one language: each language draws its own. */
export function localeSample(locale: string, seed = Number(process.env.SWEEP_SEED ?? 0)): string[] {
  const next = random(seed + [...locale].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 0));
  const pages = [...LOCALE_PAGES];
  for (let i = pages.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [pages[i], pages[j]] = [pages[j]!, pages[i]!];
  }
  return pages.slice(0, LOCALE_SAMPLE_SIZE);
}

export function exportedRoutes(seed?: number): string[] {
  return allExportedRoutes().filter((route) => {
    const { locale, path } = splitLocale(route);
    return locale === DEFAULT_LOCALE || localeSample(locale, seed).includes(path);
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
