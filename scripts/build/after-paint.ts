// Next writes the framework's chunk scripts as `<script async>`: six in <head>, and the page's entry
// at the end of <body> with a preload in <head>. Served fast, they arrive
// while the parser is still on the header, and Chrome runs them (about 150 ms on a phone's CPU)
// before the first frame that shows the main content. This step parks them, as written, in a
// <template> at the end of <body> (inert: neither fetched nor run) and adds a few lines that insert
// them once the parsed page has been painted. Content and markup are unchanged. The price: the chunks
// are fetched after the paint instead of beside the HTML, so a phone hydrates 0.2-0.55 s later (the
// README's performance section has the numbers).

export const TEMPLATE_ID = "framework-scripts";

/**
 * Runs at the end of <body>. It waits for the first frame, then for the fonts that frame asked for
 * (at most 100 ms, the block period of font-display: optional, after which the text paints in the
 * fallback), then two more frames, so the text is on screen before any framework script starts.
 * A page opened in a background tab never paints: it starts at once.
 */
export const AFTER_PAINT_LOADER = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var template = document.getElementById("${TEMPLATE_ID}");
    document.body.appendChild(document.importNode(template.content, true));
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

/** Moves a page's framework scripts behind the after-paint loader; `moved` is 0 when it has none. */
export function startScriptsAfterPaint(html: string): { html: string; moved: number } {
  const scripts = html.match(CHUNK_SCRIPT) ?? [];
  const alreadyMoved = html.includes(`<template id="${TEMPLATE_ID}">`);
  if (!scripts.length || alreadyMoved || !html.includes("</body>")) return { html, moved: 0 };
  // Script preloads would fetch the chunks ahead of the paint they now wait for.
  const rest = html.replace(CHUNK_SCRIPT, "").replace(SCRIPT_PRELOAD, "");
  const parked = `<template id="${TEMPLATE_ID}">${scripts.join("")}</template><script>${AFTER_PAINT_LOADER}</script>`;
  const at = rest.lastIndexOf("</body>");
  return { html: rest.slice(0, at) + parked + rest.slice(at), moved: scripts.length };
}
