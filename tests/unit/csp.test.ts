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
  const policy = buildCsp({ scriptHashes: [hash, hash], imageOrigins: ["https://images.example.com"] });
  const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src"))!;
  expect(scriptSrc).toBe(`script-src 'self' ${hash}`);
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

test("'wasm-unsafe-eval' only for site search on Pagefind (SITE_SEARCH=pagefind), never 'unsafe-eval'", () => {
  const scriptSrc = (wasm: boolean) =>
    buildCsp({ scriptHashes: [], formsEndpoint: "", wasm })
      .split("; ")
      .find((d) => d.startsWith("script-src"));
  expect(scriptSrc(false)).toBe("script-src 'self'");
  expect(scriptSrc(true)).toBe("script-src 'self' 'wasm-unsafe-eval'");
});
