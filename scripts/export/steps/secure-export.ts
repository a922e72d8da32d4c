// Each page carries its own script policy in a <meta>, so hosts need one static header set for every path.
import { buildCsp, executableInlineScripts, sha256Source, unhashableScriptMarkup } from "../csp";
import { applyEdits, elementsOf, removal } from "../html";
import type { Step } from "../pipeline";

const isPolicy = (element: { name: string; attrs: ReadonlyMap<string, string> }) =>
  element.name === "meta" && element.attrs.get("http-equiv")?.toLowerCase() === "content-security-policy";

/**
 * The last step, since it hashes the inline scripts the steps before it wrote: the page's policy
 * allows its inline scripts by hash, and the images of `imageOrigins`, and goes right after its
 * <meta charSet>.
 */
export function secureExport(imageOrigins: readonly string[]): Step {
  return {
    name: "secure-export",
    run(page) {
      let elements = elementsOf(page.html);
      let html = page.html;
      // A policy already there (from an earlier run) is replaced, not added to.
      const old = elements.filter(isPolicy);
      if (old.length) {
        html = applyEdits(html, old.map(removal));
        elements = elementsOf(html);
      }
      const problems = unhashableScriptMarkup(html, elements).map((markup) => `${markup} cannot be allowed by a hash`);
      if (problems.length) throw new Error(problems.join("; "));
      const charset = elements.find((element) => element.name === "meta" && element.attrs.has("charset"));
      if (!charset) throw new Error("No <meta charSet> to place the policy after");
      const scripts = executableInlineScripts(html, elements);
      const policy = buildCsp({ scriptHashes: scripts.map(sha256Source), imageOrigins: [...imageOrigins] });
      const secured = applyEdits(html, [
        { start: charset.end, end: charset.end, text: `<meta http-equiv="Content-Security-Policy" content="${policy}"/>` },
      ]);
      // Every script the browser will run must be allowed by the policy just written.
      if (executableInlineScripts(secured).some((script) => !policy.includes(sha256Source(script)))) {
        throw new Error("An inline script is left without a hash");
      }
      return { page: { ...page, html: secured }, counts: { pages: 1 } };
    },
    summary: ({ pages }) => `CSP: ${pages} pages hashed and given their own <meta> policy.`,
  };
}
