/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";

import { brotli11, firstScreenEnd, servedBrotliBytes, servedBytesUntil } from "@/tests/export/first-screen";

const card = (i: number) =>
  `<li><article><h3>Product ${i}</h3><p>${"Tagline words that vary ".repeat(3)}${i}</p><a href="/product/p-${i}/">Learn More</a></article></li>`;
const listing = (cards: number) =>
  `<html><head><style>${"a{color:red}".repeat(50)}</style></head><body><nav><a href="/product/p-0/">menu</a></nav>` +
  `<main><h1>Products</h1><ul>${Array.from({ length: cards }, (_, i) => card(i + 1)).join("")}</ul></main>` +
  `<footer>Footer</footer><template>${"payload ".repeat(400)}</template></body></html>`;

describe("a listing's first screen", () => {
  test("ends after the n-th card of the main content, not at a link in the header", () => {
    const html = listing(10);
    const { end, cards } = firstScreenEnd(html, "/product/", 3);
    expect(cards).toBe(3);
    expect(html.slice(0, end).endsWith(`${card(3).replace(/<\/li>$/, "")}`)).toBe(true);
    expect(html.slice(end)).toMatch(/^<\/li><li><article><h3>Product 4</);
  });

  test("ends after the last card when there are fewer than n", () => {
    const html = listing(2);
    const { end, cards } = firstScreenEnd(html, "/product/", 6);
    expect(cards).toBe(2);
    expect(html.slice(end)).toMatch(/^<\/li><\/ul><\/main>/);
  });

  test("finds no card on a page without links to the listing's detail pages", () => {
    expect(firstScreenEnd(listing(4), "/blog/", 6)).toEqual({ end: -1, cards: 0 });
  });

  test("costs the Brotli bytes the browser needs to decode it, and the whole stream for the whole page", () => {
    const html = listing(40);
    const whole = brotli11(html).length;
    expect(servedBytesUntil(html, html.length)).toBe(whole);
    const { end } = firstScreenEnd(html, "/product/", 6);
    const first = servedBytesUntil(html, end);
    expect(first).toBeLessThan(whole);
    // The same first screen costs the same, however many cards follow it.
    expect(Math.abs(servedBytesUntil(listing(80), firstScreenEnd(listing(80), "/product/", 6).end) - first)).toBeLessThan(
      first * 0.1,
    );
  });
});

describe("a document's Brotli bytes as hosts send them", () => {
  const html = listing(20);
  /** A one-page export finished by the build's own last step, which writes index.html.br beside the page. */
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const finishedPage = () => {
    const dir = mkdtempSync(join(tmpdir(), "served-brotli-"));
    dirs.push(dir);
    const file = join(dir, "index.html");
    writeFileSync(file, html);
    writeFileSync(join(dir, "404.html"), "<h1>Not found</h1>"); // the step requires it
    const finished = spawnSync(process.execPath, [join(process.cwd(), "hosting/finish-export.mjs"), dir], { encoding: "utf8" });
    expect(finished.stderr).toBe("");
    expect(finished.status).toBe(0);
    return file;
  };

  test("are the build's precompressed copy, which decodes to the document", async () => {
    const file = finishedPage();
    const copy = readFileSync(`${file}.br`);
    expect(brotliDecompressSync(copy).toString()).toBe(html);
    expect(await servedBrotliBytes(file, html)).toBe(copy.length);
  });

  test("without the copy, or with a stale one, are what the build's last step would write", async () => {
    const file = finishedPage();
    const built = statSync(`${file}.br`).size;
    writeFileSync(`${file}.br`, Buffer.alloc(5));
    utimesSync(`${file}.br`, new Date(0), new Date(0));
    expect(await servedBrotliBytes(file, html)).toBe(built);
    rmSync(`${file}.br`);
    expect(await servedBrotliBytes(file, html)).toBe(built);
  });
});
