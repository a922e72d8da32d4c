// Browser code: the loader the scripts-after-paint step writes inline at the end of every page's
// <body>, bundled and minified by bundle.ts. It imports nothing at run time, and every global it
// uses comes through `env`, so a test can run it against any window.

/** The <template> that holds the page's framework scripts (and the rest of its stylesheet) until the paint. */
export const TEMPLATE_ID = "framework-scripts";

/** What the loader reads from the page's global scope. */
export type LoaderEnvironment = Pick<Window, "document" | "fetch" | "requestAnimationFrame" | "setTimeout"> & {
  /** Next's queue of payload chunks, read by its entry script when it starts. */
  __next_f: unknown[];
};

/**
 * Inserts the parked scripts: links the rest of the stylesheet, preloads the chunks, fetches the
 * payload (data-payload) and runs the chunks once the stylesheet and the payload are in. The payload
 * must be in `__next_f` when Next's entry starts, and nothing the framework renders should wait
 * unstyled; a stylesheet that fails to load does not hold the framework back.
 */
function insertParked(env: LoaderEnvironment): void {
  const { document } = env;
  const template = document.getElementById(TEMPLATE_ID) as HTMLTemplateElement;
  const parked = document.importNode(template.content, true);
  let pending = 1;
  const ready = () => {
    if (--pending === 0) document.body.appendChild(parked);
  };
  parked.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]').forEach((link) => {
    pending++;
    link.onload = link.onerror = ready;
    document.head.appendChild(link);
  });
  const payload = template.getAttribute("data-payload");
  if (payload) {
    pending++;
    parked.querySelectorAll("script[src]").forEach((script) => {
      const preload = document.createElement("link");
      preload.setAttribute("rel", "preload");
      preload.setAttribute("as", "script");
      preload.setAttribute("href", script.getAttribute("src")!);
      document.head.appendChild(preload);
    });
    env
      .fetch(payload)
      .then((response) => {
        if (!response.ok) throw new Error(`${payload}: ${response.status}`);
        return response.text();
      })
      .then((text) => {
        env.__next_f.push([1, text]);
        ready();
      });
  }
  ready();
}

/**
 * Waits for the first frame, then for the fonts that frame asked for (at most 100 ms, the block
 * period of font-display: optional, after which the text paints in the fallback), then two more
 * frames, so the text is on screen before any framework script starts. A page opened in a
 * background tab never paints: it starts at once, as it does when hidden before it painted.
 */
export function startAfterPaint(env: LoaderEnvironment): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    insertParked(env);
  };
  if (env.document.visibilityState !== "visible") return start();
  env.document.addEventListener("visibilitychange", start);
  let waited = false;
  const afterTextPaint = () => {
    if (waited) return;
    waited = true;
    env.requestAnimationFrame(() => env.requestAnimationFrame(start));
  };
  env.requestAnimationFrame(() => {
    env.setTimeout(() => {
      if (env.document.fonts) env.document.fonts.ready.then(afterTextPaint);
      env.setTimeout(afterTextPaint, 100);
    });
  });
}
