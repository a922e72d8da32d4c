import { siteStylesheetHrefs } from "@/lib/site-stylesheet";

// The whole stylesheet, linked once a page needs more than the rules it inlines.
describe("linkSiteStylesheet", () => {
  beforeEach(() => {
    jest.resetModules();
    document.head.innerHTML = '<style data-precedence="next">.inline{}</style><meta name="x"/>';
    document.body.innerHTML = '<template id="framework-scripts" data-stylesheets="site.css"></template>';
  });

  const load = async () => (await import("@/lib/site-stylesheet")).linkSiteStylesheet;
  const linked = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

  test("reads the sheet's href from the after-paint template, and none outside the export", () => {
    expect(siteStylesheetHrefs()).toEqual(["/_next/static/chunks/site.css"]);
    document.body.innerHTML = "";
    expect(siteStylesheetHrefs()).toEqual([]);
  });

  test("links it once, right after the inlined rules and with Next's precedence, and settles when it has loaded", async () => {
    const link = await load();
    let settled = false;
    void link().then(() => (settled = true));
    void link();
    expect(linked()).toHaveLength(1);
    const sheet = linked()[0]!;
    expect(sheet.getAttribute("href")).toBe("/_next/static/chunks/site.css");
    expect(sheet.getAttribute("data-precedence")).toBe("next");
    expect(sheet.previousElementSibling?.tagName).toBe("STYLE");
    await Promise.resolve();
    expect(settled).toBe(false);
    sheet.dispatchEvent(new Event("load"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(true);
  });

  test("a sheet that fails is removed, lets the widget open, and is tried again next time", async () => {
    const link = await load();
    const first = link();
    linked()[0]!.dispatchEvent(new Event("error"));
    await expect(first).resolves.toBeUndefined();
    expect(linked()).toHaveLength(0);
    void link();
    expect(linked()).toHaveLength(1);
  });

  test("does nothing where the page names no sheet (outside the export)", async () => {
    document.body.innerHTML = "";
    await expect((await load())()).resolves.toBeUndefined();
    expect(linked()).toHaveLength(0);
  });
});
