/**
 * What a listing page's first paint waits for: the document as served, up to the end of its first
 * screenful of cards. The cards further down, the footer and the page data may grow with the catalogue.
 */
import { existsSync, statSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from "node:zlib";

import { compress } from "@/hosting/finish-export.mjs";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where the first `cards` cards of a listing end: a card is the `<li>` or `<article>` that holds a link to
 * one of the listing's detail pages (`/product/` links to `/product/{id}/`). With fewer cards, after the last.
 */
export function firstScreenEnd(html: string, route: string, cards: number): { end: number; cards: number } {
  const main = html.indexOf("<main");
  const detailLink = new RegExp(`<a\\b[^>]*\\bhref="${escapeRegExp(route)}[^"#]+"`, "g");
  detailLink.lastIndex = Math.max(main, 0);
  let end = -1;
  let found = 0;
  for (let link = detailLink.exec(html); link && found < cards; link = detailLink.exec(html)) {
    const close = /<\/(?:li|article)>/g;
    close.lastIndex = link.index;
    const card = close.exec(html);
    if (!card) break;
    end = card.index + card[0].length;
    found += 1;
    detailLink.lastIndex = end;
  }
  return { end, cards: found };
}

export const brotli11 = (text: string | Buffer): Buffer =>
  brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });

/**
 * The Brotli bytes hosts send for a document: the build's precompressed copy beside it (hosting/finish-export.mjs
 * gives it the document's own mtime), or, for an export without copies, that step's own compression.
 */
export async function servedBrotliBytes(file: string, html: string): Promise<number> {
  const copy = `${file}.br`;
  // utimes keeps microseconds, the file system nanoseconds: the same mtime within a millisecond.
  if (existsSync(copy) && Math.abs(statSync(copy).mtimeMs - statSync(file).mtimeMs) < 1) return statSync(copy).size;
  return (await compress(Buffer.from(html), "br")).length;
}

/**
 * Bytes of the whole document's Brotli stream (quality 11, as the server and the precompressed files send
 * it) that a browser must receive before it can decode the first `length` characters' worth of bytes.
 */
export function servedBytesUntil(html: string, length: number): number {
  const stream = brotli11(html);
  const needed = Buffer.byteLength(html.slice(0, length));
  const decoded = (bytes: number) => {
    try {
      return brotliDecompressSync(stream.subarray(0, bytes), { finishFlush: zlib.BROTLI_OPERATION_FLUSH }).length;
    } catch {
      return 0;
    }
  };
  let low = 1;
  let high = stream.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (decoded(mid) >= needed) high = mid;
    else low = mid + 1;
  }
  return low;
}
