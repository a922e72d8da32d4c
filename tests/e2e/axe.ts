import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe's violations on the page as "rule (impact): target" lines, so a failure names what to fix.
 * Legacy mode runs axe in the page itself; the default mode opens and closes a blank page per
 * scan to merge frame results, which costs two thirds of a scan and buys nothing on a site
 * without iframes. Only violations are collected: passes and incomplete results are not read.
 */
export async function axeViolations(page: Page, { disabled = [], include }: { disabled?: string[]; include?: string } = {}) {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  if (disabled.length) builder = builder.disableRules(disabled);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact ?? "?"}): ${n.target.join(" ")}`));
}
