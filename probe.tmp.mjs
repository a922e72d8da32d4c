import { readFileSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync, constants as z } from "node:zlib";
const q11 = (s) => brotliCompressSync(s, { params: { [z.BROTLI_PARAM_QUALITY]: 11 } });
function cut(html, route, n) {
  const re = new RegExp(`<a\\b[^>]*href="${route}[^"#]+"`, "g");
  let m, k = 0;
  while ((m = re.exec(html))) { if (++k === n) break; }
  if (!m) return html.length;
  const close = /<\/(li|article)>/g; close.lastIndex = m.index;
  const c = close.exec(html); return c.index + c[0].length;
}
// bytes of the full q11 stream needed before the decoder has produced `prefixLen` chars
function streamBytes(buf, prefixLen) {
  let lo = 1, hi = buf.length;
  while (lo < hi) { const mid = (lo + hi) >> 1; let out;
    try { out = brotliDecompressSync(buf.subarray(0, mid), { finishFlush: z.BROTLI_OPERATION_FLUSH }); } catch { out = Buffer.alloc(0); }
    if (out.length >= prefixLen) hi = mid; else lo = mid + 1; }
  return lo;
}
for (const route of ["/product/", "/blog/", "/case-studies/", "/solutions/"]) {
  const html = readFileSync(`/tmp/out-base${route}index.html`, "utf8");
  const whole = q11(html);
  const row = [route, "whole", whole.length];
  for (const n of [3, 4, 6]) { const end = cut(html, route, n); const b = Buffer.byteLength(html.slice(0, end)); row.push(`n${n}: prefix ${q11(html.slice(0, end)).length} stream ${streamBytes(whole, b)}`); }
  console.log(row.join(" | "));
}
