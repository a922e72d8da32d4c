/** @jest-environment node */
import { modelOf, parseFlight, referencesIn, serializeFlight } from "@/scripts/export/flight";
import type { Page } from "@/scripts/export/pipeline";
import { HYDRATION_PAYLOAD, staticHtml, trimStaticParts } from "@/scripts/export/steps/static-html";

// A payload shaped as Next 16 writes one: chunk paths and export names outlined as rows, client
// references (`I`), a text row holding a newline and multi-byte characters, an outlined element.
const text = "Über\nzwei Zeilen";
const payload = [
  '1:"$Sreact.fragment"',
  '2:"/_next/static/chunks/a.js"',
  '3:I[100,["$2"],""]',
  '4:"StaticHtml"',
  '5:I[200,["$2"],"$4"]',
  '6:I[300,["$2"],"ContactForm"]',
  '7:["$","li","one",{"children":["$","$L3",null,{"href":"/product/one/","children":"$8"}]}]',
  `8:T${Buffer.byteLength(text).toString(16)},${text}9:["$","p",null,{"children":"kept"}]`,
  '0:{"b":"build","f":[["$","main",null,{"children":[["$","$L5",null,{"as":"section","className":"band","children":["$","ul",null,{"children":["$7"]}]}],"$9"]}]]}',
  "",
].join("\n");

describe("Flight rows", () => {
  test("read and written back byte for byte, a text row by its byte length", () => {
    const rows = parseFlight(payload);
    expect(rows.map((row) => row.id)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]);
    expect(rows[7]).toEqual({ id: "8", body: `T${Buffer.byteLength(text).toString(16)},${text}`, text: true });
    expect(serializeFlight(rows)).toBe(payload);
  });

  test("references: rows, lazy rows and paths; not escaped strings or other $ values", () => {
    expect([
      ...referencesIn(["$1f", "$L2", "$@3", "$4:props:children", "$$5", "$undefined", "$Sreact.fragment", "$D2026-11-25"]),
    ]).toEqual(["1f", "2", "3", "4"]);
  });
});

describe("static-html", () => {
  test("drops a part's children and the rows only they used, and numbers the part", () => {
    const trimmed = trimStaticParts(payload)!;
    expect(trimmed.parts).toBe(1);
    const rows = parseFlight(trimmed.payload);
    // The list item (7), its text (8) and the link's client reference (3) were the part's alone; 9 is
    // used beside it. Rows nothing pointed at before (1, 6) are not the step's to judge, and stay.
    expect(rows.map((row) => row.id)).toEqual(["1", "2", "4", "5", "6", "9", "0"]);
    expect(trimmed.droppedRows).toBe(3);
    const root = modelOf(rows.find((row) => row.id === "0")!);
    expect(root).toEqual({
      b: "build",
      f: [["$", "main", null, { children: [["$", "$L5", null, { as: "section", className: "band", staticPart: 0 }], "$9"] }]],
    });
  });

  test("a page without a static part is left alone", () => {
    expect(trimStaticParts('0:["$","p",null,{"children":"hi"}]\n')).toBeNull();
  });

  test("fails, naming it, when a part holds a client component that is not Next's link, even one given an href", () => {
    const withForm = payload.replace('{"children":["$7"]}', '{"children":["$7",["$","$L6",null,{"to":"x"}]]}');
    expect(() => trimStaticParts(withForm)).toThrow("A <StaticHtml> part holds client components (ContactForm)");
    const withMailButton = payload.replace('{"children":["$7"]}', '{"children":["$7",["$","$L6",null,{"href":"mailto:x"}]]}');
    expect(() => trimStaticParts(withMailButton)).toThrow("A <StaticHtml> part holds client components (ContactForm)");
  });

  test("the step writes the trimmed payload beside index.txt and points the loader at it; index.txt stays whole", () => {
    const page: Page = {
      path: "product/index.html",
      html: '<body><template id="framework-scripts" data-payload="/product/index.txt"></template></body>',
      rsc: { "index.txt": payload },
      payloadUrl: "/product/index.txt",
    };
    const { page: done, counts } = staticHtml().run(page);
    expect(done.html).toContain(`data-payload="/product/${HYDRATION_PAYLOAD}"`);
    expect(done.rsc["index.txt"]).toBe(payload);
    expect(done.rsc[HYDRATION_PAYLOAD]).toBe(trimStaticParts(payload)!.payload);
    expect(counts).toMatchObject({ pages: 1, parts: 1 });
  });
});
