/** @jest-environment node */
import {
  classesOfHtml,
  classesOfSelector,
  cssForPage,
  elementsOfSelector,
  languagesOfSelector,
  withAbsoluteUrls,
  withoutFontFaces,
} from "@/scripts/export/page-css";

describe("classesOfSelector", () => {
  test("reads escaped class names as the markup writes them", () => {
    expect(classesOfSelector(".md\\:grid-cols-2")).toEqual(["md:grid-cols-2"]);
    expect(classesOfSelector(".w-1\\/2 > .hover\\:bg-brand-700:hover")).toEqual(["w-1/2", "hover:bg-brand-700"]);
    expect(classesOfSelector(".\\32 xl\\:p-4")).toEqual(["2xl:p-4"]);
    expect(classesOfSelector(".data-\\[state\\=open\\]\\:block[data-state=open]")).toEqual(["data-[state=open]:block"]);
  });

  test("requires no class that a :not() excludes or that is one alternative of several", () => {
    expect(classesOfSelector(".btn:not(.is-active)")).toEqual(["btn"]);
    expect(classesOfSelector(":where(.space-y-2>:not(:last-child))")).toEqual(["space-y-2"]);
    expect(classesOfSelector(".card:is(.a, .b) .title")).toEqual(["card", "title"]);
    expect(classesOfSelector(".group-open\\:block:is(:where(.group):is([open]) *)")).toEqual(["group-open:block", "group"]);
    expect(classesOfSelector(".menu:has(.open)")).toEqual(["menu", "open"]);
  });

  test("finds none in element and attribute selectors, nor inside attribute values", () => {
    expect(classesOfSelector("html, :host")).toEqual([]);
    expect(classesOfSelector('a[href$=".pdf"]')).toEqual([]);
  });
});

test("elementsOfSelector names the elements a selector needs, not pseudo-elements, classes or attributes", () => {
  expect(elementsOfSelector(":where(select:is([multiple], [size])) optgroup")).toEqual(["select", "optgroup"]);
  expect(elementsOfSelector("sub, sup")).toEqual(["sub", "sup"]);
  expect(elementsOfSelector(".prose-article h2")).toEqual(["h2"]);
  expect(elementsOfSelector('*, ::placeholder, :-moz-focusring:where(:not(iframe)), [data-x="table"], .table')).toEqual([]);
});

test("a rule for a language stays only on pages in that language, and its tag is not an element", () => {
  expect(elementsOfSelector("html:lang(zh-Hans) :is(h1, h2)")).toEqual(["html"]);
  expect(languagesOfSelector("html:lang(zh-Hans) body")).toEqual(["zh-hans"]);
  const css = "html:lang(zh-Hans) body{line-break:strict}h1{color:red}";
  expect(cssForPage(css, '<html lang="zh-Hans"><body><h1>标题</h1></body></html>')).toBe(css);
  expect(cssForPage(css, '<html lang="zh-Hans-CN"><body><h1>标题</h1></body></html>')).toBe(css);
  expect(cssForPage(css, '<html lang="fr"><body><h1>Titre</h1></body></html>')).toBe("h1{color:red}");
});

test("form controls' own pseudo-elements stay only on a page with such a control", () => {
  const css =
    "::-webkit-datetime-edit-year-field{padding-block:0}::file-selector-button{margin-inline-end:4px}::placeholder{opacity:1}h1{color:red}";
  const withoutForm = cssForPage(css, "<html><body><h1>Title</h1></body></html>");
  expect(withoutForm).toBe("h1{color:red}");
  const withTextarea = cssForPage(css, "<html><body><h1>Title</h1><textarea></textarea></body></html>");
  expect(withTextarea).toBe("::placeholder{opacity:1}h1{color:red}");
  const withTextField = cssForPage(css, "<html><body><h1>Title</h1><input></body></html>");
  expect(withTextField).toBe("::placeholder{opacity:1}h1{color:red}");
  expect(cssForPage(css, '<html><body><h1>Title</h1><input type="date"><input type="FILE"></body></html>')).toBe(css);
});

test("a kind of field's own pseudo-elements stay only on a page with that kind of field", () => {
  const css =
    "::-webkit-inner-spin-button{height:auto}::-webkit-search-decoration{-webkit-appearance:none}::-webkit-calendar-picker-indicator{line-height:1}";
  expect(cssForPage(css, '<html><body><input type="text"><input></body></html>')).toBe("");
  expect(cssForPage(css, '<html><body><input type="number"></body></html>')).toBe("::-webkit-inner-spin-button{height:auto}");
  expect(cssForPage(css, '<html><body><input type="search"></body></html>')).toBe(
    "::-webkit-search-decoration{-webkit-appearance:none}",
  );
  expect(cssForPage(css, '<html><body><input type="date"></body></html>')).toBe(
    "::-webkit-inner-spin-button{height:auto}::-webkit-calendar-picker-indicator{line-height:1}",
  );
});

test("classesOfHtml reads every class attribute, entities decoded", () => {
  const html =
    '<div class="p-4 md:p-8"><template><span class="hidden  group-open:block"></span></template><i class="a&amp;b"></i></div>';
  expect([...classesOfHtml(html)].sort()).toEqual(["a&b", "group-open:block", "hidden", "md:p-8", "p-4"]);
});

describe("cssForPage", () => {
  const css = [
    "@layer theme{:root,:host{--color-brand:#06c;--color-unused:#f00;--spacing:.25rem}}",
    "@layer base{*,:after{box-sizing:border-box}h1{font-size:2rem}table{border-collapse:collapse}sub,sup{line-height:0}}",
    "@layer utilities{",
    ".p-4{padding:calc(var(--spacing)*4)}",
    ".text-brand{color:var(--color-brand)}",
    ".dialog-panel{position:fixed}",
    ".hover\\:underline:hover{text-decoration:underline}",
    ".group-open\\:rotate-180:is(:where(.group):is([open]) *){rotate:180deg}",
    "@media (width>=48rem){.md\\:p-8{padding:2rem}.md\\:hidden{display:none}}",
    ".animate-spin{animation:spin 1s linear infinite}",
    "}",
    "@keyframes spin{to{transform:rotate(360deg)}}",
    "@keyframes drift{to{transform:translate(4vw)}}",
    ".bg-orb{animation:drift 24s infinite}",
    '@property --tw-rotate-x{syntax:"*";inherits:false}',
    '@property --tw-used{syntax:"*";inherits:false}',
    ".uses-prop{transform:rotate(var(--tw-used))}",
  ].join("");
  const html =
    '<html><head><style data-href="/x.css">.dialog-panel{}</style></head><body><h1>Title</h1>' +
    '<details class="group"><summary class="p-4 hover:underline text-brand md:p-8">Menu<svg class="group-open:rotate-180"></svg></summary></details>' +
    '<div class="bg-orb"></div><b class="uses-prop"></b></body></html>';
  const kept = cssForPage(css, html);

  test("keeps the rules whose classes the page uses, state variants and media queries included", () => {
    expect(kept).toContain(".p-4{");
    expect(kept).toContain(".text-brand{");
    expect(kept).toContain(".hover\\:underline:hover");
    expect(kept).toContain(".group-open\\:rotate-180");
    expect(kept).toContain("@media (width>=48rem){.md\\:p-8{padding:2rem}}");
  });

  test("keeps the preflight for the page's own elements, and rules that name none", () => {
    expect(kept).toContain("*,:after{box-sizing:border-box}");
    expect(kept).toContain("h1{font-size:2rem}");
    expect(kept).not.toContain("table{");
    expect(kept).not.toContain("sup{");
  });

  test("drops rules for classes only client code renders, even when the page's own <style> names them", () => {
    expect(kept).not.toContain("dialog-panel");
    expect(kept).not.toContain("md\\:hidden");
    expect(kept).not.toContain("animate-spin");
  });

  test("keeps keyframes, @property and theme variables only while something kept uses them", () => {
    expect(kept).toContain("@keyframes drift");
    expect(kept).not.toContain("@keyframes spin");
    expect(kept).toContain("@property --tw-used");
    expect(kept).not.toContain("@property --tw-rotate-x");
    expect(kept).toContain("--color-brand:#06c");
    expect(kept).toContain("--spacing:.25rem");
    expect(kept).not.toContain("--color-unused");
  });

  test("keeps a theme variable that an inline style of the markup reads", () => {
    const styled = cssForPage(css, '<div style="color:var(--color-unused)"></div>');
    expect(styled).toContain("--color-unused:#f00");
  });

  test("leaves out what only a closed dialog or popover uses, and keeps what an open one or the page uses", () => {
    const overlays =
      '<body><p class="p-4">Text</p>' +
      '<dialog id="chat"><div class="dialog-panel text-brand"><table></table></div></dialog>' +
      '<div popover id="menu"><span class="md:hidden">Menu</span></div>' +
      '<dialog open><b class="animate-spin"></b></dialog></body>';
    const styled = cssForPage(css, overlays);
    expect(styled).toContain(".p-4{");
    expect(styled).toContain(".animate-spin{");
    expect(styled).not.toContain(".dialog-panel{");
    expect(styled).not.toContain(".text-brand{");
    expect(styled).not.toContain(".md\\:hidden");
    expect(styled).not.toContain("table{");
    // A class the page uses outside the overlay too stays.
    expect(cssForPage(css, overlays.replace('<p class="p-4">', '<p class="p-4 text-brand">'))).toContain(".text-brand{");
  });
});

test("the sheet linked after the paint declares no font: a second @font-face would swap the font late", () => {
  const css = '@font-face{font-family:inter;src:url(/i.woff2)format("woff2");font-display:optional}h1{font-family:inter}';
  expect(withoutFontFaces(css)).toBe("h1{font-family:inter}");
});

test("the inlined part resolves the sheet's relative urls against the sheet's own address", () => {
  const css =
    '@font-face{src:url(../media/a.woff2)format("woff2")}.x{background:url("img/b.png?v=1")}.y{background:url(data:image/png;base64,AA==)}.z{background:url(/c.svg)}';
  expect(withAbsoluteUrls(css, "/_next/static/chunks/site.css")).toBe(
    '@font-face{src:url(/_next/static/media/a.woff2)format("woff2")}.x{background:url("/_next/static/chunks/img/b.png?v=1")}.y{background:url(data:image/png;base64,AA==)}.z{background:url(/c.svg)}',
  );
});

test("keeps the rules for the class the after-paint loader sets when the framework cannot load", () => {
  const css =
    ".note{display:none}.shown-on-failure:where(.framework-failed *){display:block}.other:where(.framework-failed *){color:red}";
  const kept = cssForPage(css, '<html><head></head><body><p class="note shown-on-failure">x</p></body></html>');
  expect(kept).toContain(".shown-on-failure:where(.framework-failed *){display:block}");
  expect(kept).not.toContain(".other");
});
