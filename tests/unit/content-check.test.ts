/** @jest-environment node */
import { existsSync } from "node:fs";
import { join } from "node:path";

import { loadContentBundle } from "@/scripts/content-check/bundle";
import { checkContent, findRepeatedText, type ContentBundle } from "@/scripts/content-check/check";

const assetExists = (sitePath: string) => existsSync(join(process.cwd(), "public", sitePath));
const fresh = (): ContentBundle => structuredClone(loadContentBundle());

describe("content check", () => {
  test("the real content passes", () => {
    expect(checkContent(loadContentBundle(), { assetExists })).toEqual([]);
  });

  test("a dangling featured product is named with its file and landing id", () => {
    const bundle = fresh();
    bundle.industryLandings[0]!.featuredProducts.push("no-such-product");
    expect(checkContent(bundle, { assetExists })).toContain(
      `content/industry-landings.ts: ${bundle.industryLandings[0]!.id}: featuredProducts names product "no-such-product", which is not in content/products`,
    );
  });

  test("a dangling use-case product link is named with the industry", () => {
    const bundle = fresh();
    bundle.industries[1]!.useCases[0]!.products = ["ghost-app"];
    expect(checkContent(bundle, { assetExists }).join("\n")).toMatch(
      /content\/industries\.ts: large-enterprise: use case ".*" names product "ghost-app"/,
    );
  });

  test("a wrong count is named with the file, the id and both numbers", () => {
    const bundle = fresh();
    bundle.products[0]!.topFeatures.pop();
    expect(checkContent(bundle, { assetExists })).toContain(
      "content/products/communication-engagement.ts: voice-bot: topFeatures has 9 item(s), expected 10",
    );
    bundle.solutionCategories[2]!.items.pop();
    expect(checkContent(bundle, { assetExists })).toContain(
      "content/solutions.ts: AI & Automation: items has 3 item(s), expected 4",
    );
  });

  test("a repeated id is reported", () => {
    const bundle = fresh();
    bundle.blogPosts[1]!.id = bundle.blogPosts[0]!.id;
    expect(checkContent(bundle, { assetExists })).toContain(
      `content/blog.ts: ${bundle.blogPosts[0]!.id}: post id is used more than once`,
    );
  });

  test("missing images, bad dates and unsafe article markup are reported", () => {
    const bundle = fresh();
    bundle.products[3]!.imageUrl = "/images/products/missing.svg";
    bundle.caseStudies[0]!.date = "2025-02-30";
    bundle.blogPosts[0]!.content += '<script>alert(1)</script><p onclick="x()">x</p>';
    const problems = checkContent(bundle, { assetExists });
    expect(problems).toContain(
      `${"content/products/communication-engagement.ts"}: contact-center: imageUrl "/images/products/missing.svg" does not exist under public/`,
    );
    expect(problems).toContain(
      `content/case-studies.ts: ${bundle.caseStudies[0]!.id}: date "2025-02-30" is not a valid YYYY-MM-DD date`,
    );
    expect(problems).toContain(
      `content/blog.ts: ${bundle.blogPosts[0]!.id}: content uses <script>, which articles may not contain`,
    );
    expect(problems).toContain(`content/blog.ts: ${bundle.blogPosts[0]!.id}: content contains a script attribute or URL`);
  });

  test("a paragraph pasted into a second item is found", () => {
    const bundle = fresh();
    bundle.managedServices[1]!.description = bundle.managedServices[0]!.description;
    expect(findRepeatedText(bundle).join("\n")).toMatch(
      /managedServices\[1\]\(cisco-webex\)\.description: repeats text already used at managedServices\[0\]\(microsoft-teams\)\.description/,
    );
  });
});
