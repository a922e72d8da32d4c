/** @jest-environment node */
import { buildCsp, executableInlineScripts, sha256Source, unhashableScriptMarkup } from "@/scripts/export/csp";

test("only scripts the browser would run are hashed (JSON-LD data blocks and external scripts are not)", () => {
  const html =
    '<script>self.__next_f=[]</script><script src="/a.js" async=""></script><script type="application/ld+json">{"a":1}</script><script type="module">import "/b.js"</script>';
  expect(executableInlineScripts(html)).toEqual(["self.__next_f=[]", 'import "/b.js"']);
});

test("the policy allows the page's hashes and never 'unsafe-inline' for scripts", () => {
  const hash = sha256Source("console.log(1)");
  expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  const policy = buildCsp({ scriptHashes: [hash, hash], imageOrigins: ["https://images.example.com"], wasm: false });
  const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src"))!;
  expect(scriptSrc).toBe(`script-src 'self' ${hash}`);
  expect(policy).not.toMatch(/'unsafe-inline'[^;]*; style-src|'unsafe-eval'/);
  expect(policy).toContain("img-src 'self' data: https://images.example.com");
  expect(policy).not.toContain("frame-ancestors");
});

test("inline handlers and javascript: URLs are reported, since no hash can allow them", () => {
  expect(unhashableScriptMarkup('<button onclick="go()">x</button><a href="javascript:void(0)">y</a>')).toEqual([
    "onclick attribute",
    'href="javascript:',
  ]);
  expect(unhashableScriptMarkup('<a href="/ok/" data-on="x">ok</a>')).toEqual([]);
});

test("the forms' endpoint origin may be fetched and posted to, and only when one is set", () => {
  const withEndpoint = buildCsp({ scriptHashes: [], formsEndpoint: "https://forms.example.workers.dev/submit" });
  expect(withEndpoint).toContain("connect-src 'self' https://forms.example.workers.dev;");
  expect(withEndpoint).toContain("form-action 'self' mailto: https://forms.example.workers.dev");
  const without = buildCsp({ scriptHashes: [], formsEndpoint: "" });
  expect(without).toContain("connect-src 'self';");
  expect(without).toMatch(/form-action 'self' mailto:$/);
});

test("'wasm-unsafe-eval' for site search on Pagefind (the default), none with SITE_SEARCH=minisearch, never 'unsafe-eval'", () => {
  const scriptSrc = (options: { wasm?: boolean } = {}) =>
    buildCsp({ scriptHashes: [], formsEndpoint: "", ...options })
      .split("; ")
      .find((d) => d.startsWith("script-src"));
  expect(scriptSrc({ wasm: false })).toBe("script-src 'self'");
  expect(scriptSrc({ wasm: true })).toBe("script-src 'self' 'wasm-unsafe-eval'");
  const setting = process.env.SITE_SEARCH;
  try {
    delete process.env.SITE_SEARCH;
    expect(scriptSrc()).toBe("script-src 'self' 'wasm-unsafe-eval'");
    process.env.SITE_SEARCH = "pagefind";
    expect(scriptSrc()).toBe("script-src 'self' 'wasm-unsafe-eval'");
    process.env.SITE_SEARCH = "minisearch";
    expect(scriptSrc()).toBe("script-src 'self'");
  } finally {
    if (setting === undefined) delete process.env.SITE_SEARCH;
    else process.env.SITE_SEARCH = setting;
  }
  for (const wasm of [true, false]) expect(buildCsp({ scriptHashes: [], wasm })).not.toContain("'unsafe-eval'");
});
