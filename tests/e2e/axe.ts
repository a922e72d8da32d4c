import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";

/**
 * axe-core's source, put into a page once per document. @axe-core/playwright (used before) evaluated this half
 * megabyte twice on every scan, which cost more than the scan itself: 0.9–1.3 s a scan against 0.25–0.45 s
 * on the site's pages here. A page scanned at two widths, or again with an overlay open, now loads it once.
 * Same-origin only, as that package's legacy mode: the site has no iframes.
 */
const AXE_SOURCE = `${readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")};axe.configure({ allowedOrigins: ["<same_origin>"] });`;

declare global {
  interface Window {
    axe?: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };
  }
}

/**
 * axe's violations on the page as "rule (impact): target" lines, so a failure names what to fix. Every
 * rule runs but those `disabled` names; `include` limits the scan to what a selector matches. Only
 * violations are collected: passes and incomplete results are not read.
 */
export async function axeViolations(page: Page, { disabled = [], include }: { disabled?: string[]; include?: string } = {}) {
  if (!(await page.evaluate(() => typeof window.axe?.run === "function"))) await page.evaluate(AXE_SOURCE);
  const rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
  const violations = await page.evaluate(
    async ({ include, rules }) =>
      (await window.axe!.run(include ?? document, { resultTypes: ["violations"], rules })).violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((n) => n.target.join(" ")),
      })),
    { include, rules },
  );
  return violations.flatMap((v) => v.targets.map((target) => `${v.id} (${v.impact ?? "?"}): ${target}`));
}
