/** @jest-environment node */
import { applyEdits, contentOf, elementsOf, outsideTemplates } from "@/scripts/export/html";

test("reads tags by name and attributes, in any order and however a boolean attribute is written", () => {
  const html =
    '<script async src="/a.js"></script><SCRIPT SRC="/b.js" Async=""></SCRIPT><link rel="preload" as="script" href="/c.js">';
  const found = elementsOf(html).map(({ name, attrs }) => [name, attrs.get("src") ?? attrs.get("href"), attrs.has("async")]);
  expect(found).toEqual([
    ["script", "/a.js", true],
    ["script", "/b.js", true],
    ["link", "/c.js", false],
  ]);
});

test("reads script and style content as text, so markup or a `>` in it is not taken for tags", () => {
  const html = '<style>a>b{color:red}</style><script>document.write("<b>bold</b>")</script><p class="x">Hi</p>';
  const elements = elementsOf(html);
  expect(elements.map((element) => element.name)).toEqual(["style", "script", "p"]);
  expect(contentOf(html, elements[1]!)).toBe('document.write("<b>bold</b>")');
  expect(elements[2]!.attrs.get("class")).toBe("x");
});

test("reads a <template>'s content, and tells what is inside one", () => {
  const html = '<template id="t"><script src="/a.js"></script></template><script src="/b.js"></script>';
  expect(outsideTemplates(elementsOf(html)).map((element) => element.attrs.get("src") ?? element.name)).toEqual([
    "template",
    "/b.js",
  ]);
});

test("applies edits by offset and keeps every other byte", () => {
  const html = "<p>one</p><p>two</p>";
  const [first, second] = elementsOf(html);
  const edits = [
    { start: second!.openEnd, end: second!.closeStart, text: "2" },
    { start: first!.start, end: first!.end, text: "" },
    { start: first!.start, end: first!.start, text: "<hr>" },
  ];
  expect(applyEdits(html, edits)).toBe("<hr><p>2</p>");
  expect(() => applyEdits(html, [edits[1]!, { start: 2, end: 5, text: "" }])).toThrow("overlapping edits");
});
