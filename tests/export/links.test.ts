/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { SITE_URL } from "@/lib/site";

import { OUT } from "./export";
import { checkLinks, checkMailto } from "./link-check";

const options = { siteOrigin: SITE_URL };

test("every internal link, asset and anchor of the export resolves, and no page references another host", () => {
  expect(checkLinks(OUT, options)).toEqual([]);
});

test("a link broken on purpose in a copy is reported with the page and the href", () => {
  const copy = mkdtempSync(join(tmpdir(), "out-copy-"));
  try {
    cpSync(OUT, copy, { recursive: true });
    const page = join(copy, "product/voice-bot/index.html");
    const html = readFileSync(page, "utf8");
    writeFileSync(
      page,
      html
        .replace('href="/product/"', 'href="/product-typo/"')
        .replace("</main>", '<a href="#no-such-anchor">x</a><img src="https://cdn.example.com/a.png" alt=""></main>'),
    );
    const problems = checkLinks(copy, options);
    expect(problems).toEqual(
      expect.arrayContaining([
        "/product/voice-bot/index.html: /product-typo/: no exported file answers this path",
        "/product/voice-bot/index.html: #no-such-anchor: anchor #no-such-anchor does not exist on the target page",
        "/product/voice-bot/index.html: https://cdn.example.com/a.png: references another host (https://cdn.example.com)",
      ]),
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

test("mailto links must be well-formed RFC 6068", () => {
  expect(checkMailto("mailto:info@nusantara-ai.com.my?subject=Hello%20there&body=Line%201%0D%0ALine%202")).toBeNull();
  expect(checkMailto("mailto:not-an-address?subject=x")).toMatch(/not an email address/);
  expect(checkMailto("mailto:a@b.co?subject=Hello+there")).toMatch(/'\+'/);
  expect(checkMailto("mailto:a@b.co?subject=%E0%A4%A")).toMatch(/percent-encoding/);
  expect(checkMailto("mailto:a@b.co?subjekt=x")).toMatch(/unknown field/);
});
