import { chromium } from "playwright";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const kind of ["preload", "preload-low", "prefetch", "script", "fetch", "preload", "script"]) {
  const p = await b.newPage();
  await p.goto("http://127.0.0.1:4401/");
  await p.waitForTimeout(500);
  const chunks = await (await b.newPage()).evaluate(() => 0);
  const t = await p.evaluate((kind) => {
    const urls = Array.from({ length: 8 }, (_, i) => `/_next/static/chunks/nonexist-${kind}-${i}-${Math.random()}.js`);
    const t0 = performance.now();
    for (const u of urls) {
      if (kind === "fetch") { fetch(u).catch(() => {}); continue; }
      const el = document.createElement(kind === "script" ? "script" : "link");
      if (kind === "script") { el.src = u; el.async = false; }
      else { el.rel = kind.startsWith("preload") ? "preload" : "prefetch"; if (kind.startsWith("preload")) el.setAttribute("as", "script"); if (kind === "preload-low") el.setAttribute("fetchpriority", "low"); el.href = u; }
      document.head.appendChild(el);
    }
    return performance.now() - t0;
  }, kind);
  console.log(kind.padEnd(12), t.toFixed(2), "ms for 8");
  await p.close();
}
await b.close();
