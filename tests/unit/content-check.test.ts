/** @jest-environment node */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { loadContentBundle } from "@/scripts/content-check/bundle";
import { checkContent, findRepeatedText, type ContentBundle } from "@/scripts/content-check/check";
import { typeProblems } from "@/scripts/content-check/type-check";

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
      `content/industry-landings.ts: ${bundle.industryLandings[0]!.id}: featuredProducts: names product "no-such-product", which is not in content/products`,
    );
  });

  test("a dangling use-case product link is named with the industry", () => {
    const bundle = fresh();
    bundle.industries[1]!.useCases[0]!.products = ["ghost-app"];
    expect(checkContent(bundle, { assetExists }).join("\n")).toMatch(
      /content\/industries\.ts: large-enterprise: useCases\[0\]\.products \(".*"\): names product "ghost-app"/,
    );
  });

  test("a wrong count is named with the file, the id and both numbers", () => {
    const bundle = fresh();
    bundle.products[0]!.topFeatures.pop();
    expect(checkContent(bundle, { assetExists })).toContain(
      "content/products/communication-engagement.ts: voice-bot: topFeatures: has 9 item(s), expected 10",
    );
    bundle.solutionCategories[2]!.items.pop();
    expect(checkContent(bundle, { assetExists })).toContain(
      "content/solutions.ts: AI & Automation: items: has 3 item(s), expected 4",
    );
  });

  test("a repeated id is reported", () => {
    const bundle = fresh();
    bundle.blogPosts[1]!.id = bundle.blogPosts[0]!.id;
    expect(checkContent(bundle, { assetExists })).toContain(
      `content/blog.ts: ${bundle.blogPosts[0]!.id}: id: post id is already used in this file`,
    );
  });

  test("a product id repeated in another group file names that file, not the folder", () => {
    const bundle = fresh();
    const last = bundle.products.length - 1;
    expect(bundle.productFiles[0]).toBe("content/products/communication-engagement.ts");
    expect(bundle.productFiles[last]).toBe("content/products/cloud-network.ts");
    bundle.products[last]!.id = bundle.products[0]!.id;
    expect(checkContent(bundle, { assetExists })).toContain(
      `content/products/cloud-network.ts: ${bundle.products[0]!.id}: id: product id is already used in content/products/communication-engagement.ts`,
    );
  });

  test("missing images, bad dates and unsafe article markup are reported", () => {
    const bundle = fresh();
    bundle.products[3]!.imageUrl = "/images/products/missing.svg";
    bundle.caseStudies[0]!.date = "2025-02-30";
    bundle.blogPosts[0]!.content += '<script>alert(1)</script><p onclick="x()">x</p>';
    const problems = checkContent(bundle, { assetExists });
    expect(problems).toContain(
      'content/products/communication-engagement.ts: contact-center: imageUrl: "/images/products/missing.svg" does not exist under public/: run `npm run art` to draw it, or add the picture',
    );
    expect(problems).toContain(
      `content/case-studies.ts: ${bundle.caseStudies[0]!.id}: date: "2025-02-30" is not a valid YYYY-MM-DD date`,
    );
    expect(problems).toContain(
      `content/blog.ts: ${bundle.blogPosts[0]!.id}: content: uses <script>, which articles may not contain`,
    );
    expect(problems).toContain(`content/blog.ts: ${bundle.blogPosts[0]!.id}: content: contains a script attribute or URL`);
  });

  test("a paragraph pasted into a second item is found", () => {
    const bundle = fresh();
    bundle.managedServices[1]!.description = bundle.managedServices[0]!.description;
    expect(findRepeatedText(bundle).join("\n")).toMatch(
      /content\/services\.ts: cisco-webex: description: repeats text already used at content\/services\.ts: microsoft-teams: description/,
    );
  });
});

describe("content types", () => {
  const file = "content/products/business-growth.ts";
  const text = readFileSync(join(process.cwd(), file), "utf8");

  test("the real content has no type errors", () => {
    expect(typeProblems()).toEqual([]);
  });

  test("a misspelt group or icon is named with the file, the product id and the field", () => {
    const edited = text
      .replace('group: "Business Growth Platforms"', 'group: "Business Growth Platform"')
      .replace('icon: "CreditCard"', 'icon: "HeartHandshak"');
    const problems = typeProblems(process.cwd(), { [file]: edited });
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/products\/business-growth\.ts:\d+: csm-app: group: "Business Growth Platform" is not an allowed value: did you mean "Business Growth Platforms"\?$/,
      ),
      expect.stringMatching(
        /^content\/products\/business-growth\.ts:\d+: pos-application: icon: "HeartHandshak" is not an allowed value: did you mean "HeartHandshake"\?$/,
      ),
    ]);
  });

  test("a nested field names the path below the entry's id", () => {
    const edited = text.replace(/useCases: \[\n(\s*)\{\n(\s*)title: /, "useCases: [\n$1{\n$2titel: ");
    expect(typeProblems(process.cwd(), { [file]: edited })).toEqual([
      expect.stringMatching(/^content\/products\/business-growth\.ts:\d+: csm-app: useCases\[0\]\.titel: .*'titel'/),
    ]);
  });
});
