import { chromium } from "playwright";
const url = process.argv[2];
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 } });
const p = await ctx.newPage();
const s = await ctx.newCDPSession(p);
await s.send("Profiler.enable");
await s.send("Profiler.setSamplingInterval", { interval: 100 });
await s.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await s.send("Profiler.start");
await p.goto(url);
await p.waitForTimeout(6000);
const { profile } = await s.send("Profiler.stop");
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  const n = byId.get(profile.samples[i]);
  const cf = n.callFrame;
  const key = `${cf.functionName || "(anon)"} ${cf.url.replace(/^https?:\/\/[^/]+/, "").slice(0, 45)}:${cf.lineNumber}:${cf.columnNumber}`;
  self.set(key, (self.get(key) || 0) + (dt[i] || 0));
}
const byUrl = new Map();
for (const [k, v] of self) { const u = k.split(" ")[1]?.split(":")[0] || ""; byUrl.set(u, (byUrl.get(u) || 0) + v); }
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log("total sampled ms", Math.round(total / 1000), "non-idle", Math.round((total - (self.get("(idle) :-1:-1") || 0)) / 1000), "program", Math.round((self.get("(program) :-1:-1") || 0) / 1000));
for (const [k, v] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log((v / 1000).toFixed(1).padStart(7), k);
console.log("---");
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / 1000).toFixed(1).padStart(7), k);
await b.close();
