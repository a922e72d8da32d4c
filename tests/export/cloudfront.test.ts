/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

import { SECURITY_HEADERS } from "@/hosting/headers.mjs";

import { OUT } from "./export";
import { ask, probes, startServe, type Host } from "./hosts";

// hosting/cloudfront/url-rules.js, run as CloudFront runs it (viewer request, its event shape), in
// front of a bucket holding what hosting/cloudfront/upload.sh uploads, answers the probes of the
// host test as hosting/serve.mjs does.

type Field = { value: string; multiValue?: { value: string }[] };
type CfRequest = {
  method: string;
  uri: string;
  querystring: Record<string, Field>;
  headers: Record<string, Field>;
  cookies: Record<string, Field>;
};
type CfResponse = { statusCode: number; statusDescription?: string; headers: Record<string, Field> };

const code = readFileSync(join(process.cwd(), "hosting/cloudfront/url-rules.js"), "utf8");
const handler = new Function(`${code}\nreturn handler;`)() as (event: unknown) => CfRequest | CfResponse;

/** The bucket's keys: out/ without the build's .br and .gz files and _headers (upload.sh). */
function bucketKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.(br|gz)$/.test(entry.name) && entry.name !== "_headers") keys.add(relative(OUT, full).split(sep).join("/"));
    }
  };
  walk(OUT);
  return keys;
}
const keys = bucketKeys();

/** CloudFront's querystring object: names and values as the viewer sent them, repeats in multiValue. */
function querystringOf(query: string): Record<string, Field> {
  const fields: Record<string, Field> = {};
  for (const part of query ? query.split("&") : []) {
    const at = part.indexOf("=");
    const [name, value] = at === -1 ? [part, ""] : [part.slice(0, at), part.slice(at + 1)];
    const field = fields[name];
    if (!field) fields[name] = { value };
    else field.multiValue = [...(field.multiValue ?? [{ value: field.value }]), { value }];
  }
  return fields;
}

const eventFor = (path: string, method: string) => {
  const at = path.indexOf("?");
  return {
    version: "1.0",
    context: {
      distributionDomainName: "d111111abcdef8.cloudfront.net",
      distributionId: "EDFDVBD6EXAMPLE",
      eventType: "viewer-request",
      requestId: "test",
    },
    viewer: { ip: "198.51.100.11" },
    request: {
      method,
      uri: at === -1 ? path : path.slice(0, at),
      querystring: querystringOf(at === -1 ? "" : path.slice(at + 1)),
      headers: { host: { value: "www.nusantara-ai.com.my" } },
      cookies: {},
    },
  };
};

interface Outcome {
  status: number;
  location?: string;
  /** Headers of an answer the function made itself. */
  headers?: Record<string, string>;
  key?: string;
}

/** The function, then the bucket: a key that exists is 200, any other is the 404 error response. */
function cloudfront(path: string, method = "GET"): Outcome {
  const result = handler(eventFor(path, method));
  if ("statusCode" in result) {
    const headers = Object.fromEntries(Object.entries(result.headers).map(([n, f]) => [n, f.value]));
    return { status: result.statusCode, location: headers.location, headers };
  }
  let key: string;
  try {
    key = decodeURIComponent(result.uri).slice(1);
  } catch {
    return { status: 404 };
  }
  return keys.has(key) ? { status: 200, key } : { status: 404 };
}

let serve: Host | undefined;
beforeAll(async () => {
  serve = await startServe(4700 + (process.pid % 100));
}, 30_000);
afterAll(() => serve?.stop());

test("the function is the plain script CloudFront takes: a handler, no module syntax", () => {
  expect(code).toMatch(/^function handler\(event\) \{$/m);
  expect(code).not.toMatch(/^\s*(import|export)\s/m);
  expect(Buffer.byteLength(code)).toBeLessThan(10_240); // CloudFront's limit on a function's size
});

test("no uploaded key starts with a dot, so the not-found copies always miss", () => {
  expect([...keys].filter((k) => k.split("/").some((s) => s.startsWith(".")))).toEqual([]);
});

// Ranges, validators and encodings are CloudFront's own: the function decides only what is served.
const routing = probes().filter((p) => !Object.keys(p.headers ?? {}).some((h) => /^(range|if-)/i.test(h)));

test.each(routing.map((p) => [p.name, p] as const))("%s: as serve.mjs", async (_name, probe) => {
  const method = probe.method ?? "GET";
  const served = await ask(serve!.port, probe.path, method, probe.headers);
  let outcome = cloudfront(probe.path, method);
  if (outcome.status === 301 && served.status !== 301) {
    // With no list of the pages, an unknown path without a dot first gets its slash, then 404.
    expect(served.status).toBe(404);
    outcome = cloudfront(outcome.location!, method);
  }
  expect(outcome.status).toBe(served.status);
  if (outcome.status === 301)
    expect(decodeURIComponent(outcome.location!)).toBe(decodeURIComponent(served.headers.location![0]!));
  if (outcome.status === 405) expect(outcome.headers?.allow).toBe("GET, HEAD");
  if (outcome.headers) {
    // An answer the function makes carries every header itself.
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(outcome.headers[name.toLowerCase()]).toBe(value);
    expect(outcome.headers["cache-control"]).toBe("no-cache");
  }
});

test.each([
  ["/", "index.html"],
  ["/product/", "product/index.html"],
  ["/solutions/communication-%26-collaboration/voip/", "solutions/communication-&-collaboration/voip/index.html"],
  ["/solutions/communication-&-collaboration/voip/", "solutions/communication-&-collaboration/voip/index.html"],
  ["/robots.txt", "robots.txt"],
])("%s is the object %s", (path, key) => {
  expect(cloudfront(path)).toEqual({ status: 200, key });
});

test.each(["/404/", "/404", "/404.html", "/_not-found/", "/_not-found", "/_not-found/index.txt", "/es/404.html", "/zh/404/"])(
  "%s misses, so the error response sends /404.html with 404",
  (path) => {
    const result = handler(eventFor(path, "GET"));
    expect(result).toMatchObject({ uri: "/.not-found" });
  },
);

test("a redirect keeps the query string as the viewer wrote it, repeats included", () => {
  expect(cloudfront("/product/voice-bot?ref=a%20b&tag=1&tag=2&flag").location).toBe(
    "/product/voice-bot/?ref=a%20b&tag=1&tag=2&flag",
  );
});
