import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";

import { getProducts } from "@/lib/content";
import { searchDocuments, type SearchKind } from "@/lib/search/documents";
import { dashboard } from "@/content/company";

import { axeViolations } from "./axe";
import { escapeRe, open } from "./content-helpers";
import { isPrefetchWorker, scriptsFromNetworkSince, scriptsRun, waitForHydration } from "./widget-helpers";

const INDEX = "/search-index.json";
// The export's engine (docs/search.md): Pagefind by default, MiniSearch when it was built with SITE_SEARCH=minisearch.
const onPagefind = existsSync(join(process.cwd(), "out", "pagefind", "pagefind.js"));
/** What Pagefind fetches, one after the other, before a first query in English: prefetched with the page list. */
const PAGEFIND_FIRST = /^\/pagefind\/(pagefind\.js|pagefind-entry\.json|pagefind\.en_\w+\.pf_meta|wasm\.en\.pagefind)$/;
const documents = searchDocuments();
const products = getProducts();

const searchButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Search" });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Search the site" });
const searchbox = (page: Page) => dialog(page).getByRole("searchbox", { name: "Search" });
const results = (page: Page) => dialog(page).getByRole("list", { name: "Search the site" }).getByRole("link");

/** The shortcuts and the live panel are there once the header has hydrated, which can take a while on a busy machine. */
async function searchReady(page: Page) {
  await waitForHydration(searchButton(page));
}

async function openSearch(page: Page, path = "/") {
  await page.goto(path);
  await searchReady(page);
  await searchButton(page).click();
  await expect(searchbox(page)).toBeFocused();
}

test.describe("site search", () => {
  test("the search code and the index are prefetched once the page is idle; opening runs the code and takes the index from the cache", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(new URL(worker.url()).pathname));
    await page.goto("/");
    await searchReady(page);
    await page.waitForLoadState("load");
    // The loader starts its prefetch worker once the page is idle, which on a busy machine can come after
    // the network has gone quiet: wait for the worker, then for its fetches to end.
    await expect.poll(() => workers.some(isPrefetchWorker)).toBe(true);
    await expect
      .poll(async () => {
        const count = requests.length;
        await page.waitForTimeout(500);
        return requests.length === count;
      })
      .toBe(true);
    // The page's own language's index only.
    expect(requests.filter((path) => path.endsWith(INDEX))).toEqual([INDEX]);
    // On Pagefind, its script, entry and the language's metadata and WebAssembly too: nothing of its index yet.
    if (onPagefind) {
      expect(requests.filter((path) => PAGEFIND_FIRST.test(path)).sort()).toEqual([
        "/pagefind/pagefind-entry.json",
        expect.stringMatching(/^\/pagefind\/pagefind\.en_\w+\.pf_meta$/),
        "/pagefind/pagefind.js",
        "/pagefind/wasm.en.pagefind",
      ]);
      expect(requests.filter((path) => /^\/pagefind\/(index|fragment)\//.test(path))).toEqual([]);
    } else expect(requests.filter((path) => path.startsWith("/pagefind/"))).toEqual([]);
    const ran = await scriptsRun(page);

    const tapped = await page.evaluate(() => performance.now());
    await searchButton(page).click();
    await expect(searchbox(page)).toBeFocused();
    await searchbox(page).fill("voice bot");
    await expect(results(page).filter({ hasText: "Voice Bot" }).first()).toBeVisible();
    // The dialog's code runs only now, from the files prefetched while the page was idle.
    expect((await scriptsRun(page)).filter((src) => !ran.includes(src)).length).toBeGreaterThan(0);
    // Chromium reports the background revalidation of a copy served stale-while-revalidate as a request of its own
    // (initiator "other", after the copy was used): Pagefind's script gets one; its load is checked below.
    const fromNetwork = (await scriptsFromNetworkSince(page, tapped)).filter(
      (url) => !(onPagefind && new URL(url).pathname === "/pagefind/pagefind.js"),
    );
    expect(fromNetwork, "the dialog's code was prefetched while the page was idle").toEqual([]);
    // The dialog's fetch of the index was answered from the cache (its revalidation, if any, is the browser's, after).
    const sinceTap = await page.evaluate(
      (since) =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((entry) => entry.startTime >= since)
          // Not the background revalidations of stale-while-revalidate copies (initiator "other", see above).
          .filter((entry) => entry.initiatorType !== "other")
          .map((entry) => ({ path: new URL(entry.name).pathname, transferSize: entry.transferSize })),
      tapped,
    );
    const fetched = (match: (path: string) => boolean) =>
      sinceTap.filter(({ path }) => match(path)).map(({ transferSize }) => transferSize);
    expect(
      fetched((path) => path === INDEX),
      "the index was prefetched while the page was idle",
    ).toEqual([0]);
    // Pagefind's first files too: after the tap only the index chunk that holds the words, and the results' fragments, come from the network.
    if (onPagefind) {
      const first = sinceTap.filter(({ path }) => PAGEFIND_FIRST.test(path));
      expect(first.map(({ path }) => path.replace(/\.en_\w+\./, ".en_*.")).sort()).toEqual([
        "/pagefind/pagefind-entry.json",
        "/pagefind/pagefind.en_*.pf_meta",
        "/pagefind/pagefind.js",
        "/pagefind/wasm.en.pagefind",
      ]);
      expect(first, "Pagefind's script, entry, metadata and WebAssembly were prefetched while the page was idle").toEqual(
        first.map(({ path }) => ({ path, transferSize: 0 })),
      );
    }
  });

  test("a pointer on the search button fetches what the first query needs, before the page is idle", async ({
    page,
    isMobile,
  }) => {
    test.skip(!onPagefind, "Pagefind's files: the export was built with SITE_SEARCH=minisearch");
    test.skip(isMobile, "a pointer over the button: the desktop project");
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    await page.goto("/");
    // The loader listens from its start, before the framework runs and long before the idle prefetch.
    await expect(searchButton(page)).toBeVisible();
    await searchButton(page).hover();
    const first = () => requests.filter((path) => PAGEFIND_FIRST.test(path) || path === INDEX);
    await expect.poll(() => new Set(first()).size, { message: "the page list and Pagefind's four first files" }).toBe(5);
    // Warmed once each, before anything asked for them again: the warmed search panel, mounted once its code
    // is in, starts the engine, which asks for the same files (from the cache) a moment later.
    expect(new Set(first().slice(0, 5)).size, "the first five requests are the five files, once each").toBe(5);
    const warm = (await searchButton(page).getAttribute("data-warm"))!.split(" ");
    expect(warm[0]).toBe(INDEX);
    expect(warm.slice(1).map((url) => url.split("?")[0]!)).toEqual([
      "/pagefind/pagefind.js",
      "/pagefind/pagefind-entry.json",
      expect.stringMatching(/^\/pagefind\/pagefind\.en_\w+\.pf_meta$/),
      "/pagefind/wasm.en.pagefind",
    ]);
  });

  test("a query finds a page of each kind, shown as a link with its kind, title and a marked excerpt", async ({ page }) => {
    await openSearch(page);
    const examples: [SearchKind, string, string][] = [
      ["Product", "voice bot", "/product/voice-bot/"],
      ["Service", "webex", "/services/cisco-webex/"],
      // MiniSearch also searches a page's address ("airline"); Pagefind its visible text, which names the airline.
      ["Case study", onPagefind ? "langit biru" : "airline", "/case-studies/contact-center-airline-ux/"],
    ];
    for (const kind of ["Solution", "Industry", "Article", "Page"] as const) {
      const doc = documents.find((d) => d.kind === kind && d.url !== "/")!;
      examples.push([kind, doc.title, doc.url]);
    }
    for (const [kind, query, url] of examples) {
      await searchbox(page).fill(query);
      const hit = results(page).and(page.locator(`[href="${url}"]`));
      await expect(hit, `${query} finds ${url}`).toHaveCount(1);
      await expect(hit).toContainText(kind);
      const doc = documents.find((d) => d.url === url)!;
      await expect(hit).toContainText(doc.title);
      // A word found only in the page's address ("airline") has nothing to mark in the text.
      if (`${doc.title} ${doc.tagline} ${doc.body}`.toLowerCase().includes(query.toLowerCase())) {
        await expect(hit.locator("mark").first()).toBeVisible();
      }
    }
  });

  test("on Pagefind, a typo finds the pages of the word's longest start the index knows", async ({ page }) => {
    test.skip(!onPagefind, "Pagefind's behaviour: the export was built with SITE_SEARCH=minisearch (see the test below)");
    await openSearch(page);
    // "telemarket…" is known: the contact centre, the one page that says "telemarketing".
    await searchbox(page).fill("telemarketng");
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first()).toHaveAttribute("href", "/product/contact-center/");
    await expect(dialog(page).getByRole("status")).toHaveText("1 result for “telemarketng”");
    // "airl…" is not (the airline case study says "Airways"): "air" finds the pages that say it, not the case study.
    await searchbox(page).fill("airlne");
    await expect(results(page).first()).toBeVisible();
    expect(await results(page).evaluateAll((els) => els.map((el) => el.getAttribute("href")))).not.toContain(
      "/case-studies/contact-center-airline-ux/",
    );
    await expect(results(page).filter({ hasText: "IoT" }).first()).toBeVisible();
  });

  test("on MiniSearch, forgives a one-letter typo and announces the number of results", async ({ page }) => {
    test.skip(onPagefind, "MiniSearch's fuzzy matching: only over an export built with SITE_SEARCH=minisearch");
    await openSearch(page);
    await searchbox(page).fill("airlne");
    await expect(results(page).first()).toHaveAttribute("href", "/case-studies/contact-center-airline-ux/");
    const count = await results(page).count();
    await expect(dialog(page).getByRole("status")).toHaveText(
      count === 1 ? "1 result for “airlne”" : `${count} results for “airlne”`,
    );
  });

  test("a query without matches says so and suggests the product and contact pages", async ({ page }) => {
    await openSearch(page);
    await searchbox(page).fill("xylophone");
    await expect(dialog(page).getByRole("status")).toHaveText("No pages match “xylophone”.");
    await expect(results(page)).toHaveCount(0);
    await expect(dialog(page).getByRole("link", { name: "All products" })).toHaveAttribute("href", "/product/");
    await expect(dialog(page).getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact-us/");
  });

  test("every page the index can return answers 200", async ({ request, isMobile }) => {
    test.skip(isMobile, "HTTP only: one project is enough");
    const index = (await (await request.get(INDEX)).json()) as { url: string }[];
    expect(index.map((d) => d.url).sort()).toEqual(documents.map((d) => d.url).sort());
    for (const { url } of index) expect((await request.get(url)).status(), url).toBe(200);
  });

  test("the links of a result list answer 200", async ({ page, request }) => {
    await openSearch(page);
    await searchbox(page).fill("cloud");
    await expect(results(page).nth(1)).toBeVisible();
    const hrefs = await results(page).evaluateAll((els) => els.map((el) => el.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThan(1);
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
  });

  test("keyboard: / opens, arrows move through results, Escape closes and returns focus to the button", async ({ page }) => {
    await page.goto("/about-us/");
    await searchReady(page);
    await page.keyboard.press("/");
    await expect(searchbox(page)).toBeFocused();
    await page.keyboard.type("cloud");
    await expect(results(page).nth(1)).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(results(page).nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(results(page).nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(searchbox(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();

    await page.keyboard.press("Control+k");
    await expect(searchbox(page)).toBeFocused();
    await expect(searchbox(page)).toHaveValue("cloud");
    await page.keyboard.press("Escape");
    await expect(searchButton(page)).toBeFocused();
  });

  test("Enter opens the chosen result and closes the dialog", async ({ page }) => {
    await openSearch(page, "/blog/");
    await searchbox(page).fill("webex");
    await expect(results(page).first()).toHaveAttribute("href", "/services/cisco-webex/");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/cisco-webex\/$/);
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Webex");
  });

  test("the open dialog fits the viewport and passes axe", async ({ page }) => {
    test.setTimeout(90_000);
    await openSearch(page, "/product/");
    await searchbox(page).fill("chat");
    await expect(results(page).first()).toBeVisible();
    const box = (await dialog(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(await axeViolations(page, { include: "#search-dialog" })).toEqual([]);
  });
});

const groups = dashboard.productGroups.map((g) => ({
  name: g.name,
  slug: g.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, ""),
  products: products.filter((p) => p.group === g.name).map((p) => p.name),
}));
const finder = (page: Page) => page.getByRole("navigation", { name: "Product groups" });
const cardNames = (page: Page) => page.getByRole("main").getByRole("article").getByRole("heading");

test.describe("product finder", () => {
  test("narrows the grid to one group, keeps the choice in the URL and restores every product", async ({ page }) => {
    await page.goto("/product/");
    await waitForHydration(finder(page).getByRole("link").first());
    await expect(cardNames(page)).toHaveText(products.map((p) => p.name));

    const group = groups[1]!;
    await finder(page)
      .getByRole("link", { name: new RegExp(`^${escapeRe(group.name)}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/product/#${group.slug}$`));
    await expect(cardNames(page)).toHaveText(group.products);
    await expect(finder(page).getByRole("link", { name: new RegExp(`^${escapeRe(group.name)}`) })).toHaveAttribute(
      "aria-current",
      "true",
    );

    await finder(page)
      .getByRole("link", { name: /^All products/ })
      .click();
    await expect(page).toHaveURL(/\/product\/$/);
    await expect(cardNames(page)).toHaveText(products.map((p) => p.name));

    await page.goBack();
    await expect(cardNames(page)).toHaveText(group.products);
  });

  test("a shared link opens the grid narrowed to its group", async ({ page }) => {
    const group = groups.at(-1)!;
    await page.goto(`/product/#${group.slug}`);
    await expect(cardNames(page)).toHaveText(group.products);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the product groups are in-page links to one heading each, and the grid is never hidden", async ({ page }) => {
    await open(page, "/product/#" + groups[2]!.slug);
    await expect(cardNames(page)).toHaveText(products.map((p) => p.name));
    for (const group of groups) {
      const link = finder(page).getByRole("link", { name: new RegExp(`^${escapeRe(group.name)}`) });
      await expect(link).toHaveAttribute("href", `#${group.slug}`);
      await expect(page.locator(`#${group.slug}`)).toHaveText(group.name);
    }
    const group = groups[4]!;
    await finder(page)
      .getByRole("link", { name: new RegExp(`^${escapeRe(group.name)}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`#${group.slug}$`));
    await expect(page.getByRole("heading", { level: 2, name: group.name })).toBeInViewport();
    await expect(cardNames(page)).toHaveCount(products.length);
  });

  test("the Search button opens the dialog with its field; Enter opens the footer's site map, which lists every page by kind", async ({
    page,
  }) => {
    await open(page, "/");
    await searchButton(page).click();
    await expect(searchbox(page)).toBeFocused();
    await expect(dialog(page)).toContainText("Press Enter to open the site map, which lists every page by kind.");
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    await searchButton(page).click();
    await searchbox(page).fill("webex");
    await searchbox(page).press("Enter");
    await expect(page).toHaveURL(/\/site-map\/\?q=webex$/);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Site Map" })).toHaveAttribute("href", "/site-map/");
    const main = page.getByRole("main");
    const hrefs = await main
      .getByRole("region", { name: "Pages by kind" })
      .getByRole("listitem")
      .getByRole("link")
      .evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    expect(hrefs.sort()).toEqual(documents.map((d) => d.url).sort());
    for (const heading of ["Products", "Solutions", "Industries", "Managed services", "Case studies", "Articles", "Pages"]) {
      await expect(main.getByRole("heading", { level: 2, name: new RegExp(`^${heading}`) })).toBeVisible();
    }
  });
});
