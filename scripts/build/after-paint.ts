// Next writes the framework's chunk scripts as `<script async>`: six in <head>, and the page's entry
// at the end of <body> with a preload in <head>. Served fast, they arrive
// while the parser is still on the header, and Chrome runs them (about 150 ms on a phone's CPU)
// before the first frame that shows the main content. This step parks them, as written, in a
// <template> at the end of <body> (inert: neither fetched nor run) and adds a few lines that insert
// them once the parsed page has been painted. Content and markup are unchanged. The price: the chunks
// are fetched after the paint instead of beside the HTML, so a phone hydrates a little later than it
// would with them in <head> (the README's performance section has the numbers).
//
// The page's hydration data (the RSC payload, `self.__next_f.push([1, "…"])` scripts: a third of the
// document) waits too. Next exports the same bytes beside the page as `index.txt`; the loader fetches
// that file and hands it over before the scripts run, so the document the first paint waits for is
// the markup and its stylesheet alone.

export const TEMPLATE_ID = "framework-scripts";

/**
 * Runs at the end of <body>. It waits for the first frame, then for the fonts that frame asked for
 * (at most 100 ms, the block period of font-display: optional, after which the text paints in the
 * fallback), then two more frames, so the text is on screen before any framework script starts.
 * A page opened in a background tab never paints: it starts at once.
 * Then it links the rest of the stylesheet (page-css.ts), preloads the chunks, fetches the payload
 * (data-payload) and runs the chunks once the stylesheet and the payload are in: the payload must be
 * in `self.__next_f` when Next's entry starts, and nothing the framework renders should wait unstyled.
 */
export const AFTER_PAINT_LOADER = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var template = document.getElementById("${TEMPLATE_ID}");
    var parked = document.importNode(template.content, true);
    var pending = 1;
    function ready() {
      if (--pending === 0) document.body.appendChild(parked);
    }
    parked.querySelectorAll('link[rel="stylesheet"]').forEach(function (link) {
      pending++;
      link.onload = link.onerror = ready;
      document.head.appendChild(link);
    });
    var payload = template.getAttribute("data-payload");
    if (payload) {
      pending++;
      parked.querySelectorAll("script[src]").forEach(function (script) {
        var preload = document.createElement("link");
        preload.setAttribute("rel", "preload");
        preload.setAttribute("as", "script");
        preload.setAttribute("href", script.getAttribute("src"));
        document.head.appendChild(preload);
      });
      fetch(payload).then(function (response) {
        if (!response.ok) throw new Error(payload + ": " + response.status);
        return response.text();
      }).then(function (text) {
        self.__next_f.push([1, text]);
        ready();
      });
    }
    ready();
  }
  if (document.visibilityState !== "visible") return start();
  document.addEventListener("visibilitychange", start);
  var waited = false;
  function afterTextPaint() {
    if (waited) return;
    waited = true;
    requestAnimationFrame(function () { requestAnimationFrame(start); });
  }
  requestAnimationFrame(function () {
    setTimeout(function () {
      if (document.fonts) document.fonts.ready.then(afterTextPaint);
      setTimeout(afterTextPaint, 100);
    });
  });
})();`;

const CHUNK_SCRIPT = /<script src="\/_next\/static\/chunks\/[^"]+\.js" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;

const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;

/** The page's RSC payload as exported beside it: its URL and its text. */
export type PayloadFile = { url: string; text: string };

/**
 * Moves a page's framework scripts behind the after-paint loader; `moved` is 0 when it has none.
 * With `payload`, the page's inline payload goes too, once it is checked to be that file's text
 * byte for byte (a Next upgrade that writes them differently fails the build instead of hydrating
 * from the wrong data).
 */
export function startScriptsAfterPaint(html: string, payload?: PayloadFile): { html: string; moved: number } {
  const scripts = html.match(CHUNK_SCRIPT) ?? [];
  const alreadyMoved = html.includes(`<template id="${TEMPLATE_ID}"`);
  if (!scripts.length || alreadyMoved || !html.includes("</body>")) return { html, moved: 0 };
  // Script preloads would fetch the chunks ahead of the paint they now wait for.
  let rest = html.replace(CHUNK_SCRIPT, "").replace(SCRIPT_PRELOAD, "");
  let payloadAttribute = "";
  if (payload) {
    const inline = [...rest.matchAll(PAYLOAD_SCRIPT)].map((match) => (JSON.parse(match[1]!) as [1, string])[1]);
    if (inline.join("") !== payload.text) throw new Error(`the inline payload differs from ${payload.url}`);
    rest = rest.replace(PAYLOAD_SCRIPT, "");
    if (/self\.__next_f\.push\(\[[1-9]/.test(rest)) throw new Error(`a payload script is left beside ${payload.url}`);
    payloadAttribute = ` data-payload="${payload.url}"`;
  }
  const parked = `<template id="${TEMPLATE_ID}"${payloadAttribute}>${scripts.join("")}</template><script>${AFTER_PAINT_LOADER}</script>`;
  const at = rest.lastIndexOf("</body>");
  return { html: rest.slice(0, at) + parked + rest.slice(at), moved: scripts.length };
}
