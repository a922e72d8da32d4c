// Browser code: the after-paint loader, bundled and minified by bundle.ts into a served file that a few
// hundred bytes of bootstrap in every page's <head> fetch. It imports only the held-press capture, which
// the bundle inlines, and every global it uses comes through `env`, so a test can run it against any window.
import { holdPresses, type HeldPressScope } from "../../../lib/held-press-capture";

/** The <template> that holds the page's framework scripts (and the rest of its stylesheet) until the paint. */
export const TEMPLATE_ID = "framework-scripts";

/**
 * Set on <html> once a request the framework needs has failed every try: the page's CSS then shows
 * what it shows without JavaScript (the prepared mail links, a note with a reload link). Removed if a
 * later try succeeds.
 */
export const FAILED_CLASS = "framework-failed";

/** On the inlined `<style>` of the page's rules (inline-page-css.ts), removed once the whole sheet has loaded. */
export const PAGE_RULES_ATTRIBUTE = "data-page-rules";

/**
 * On the template, what the page loads only when asked (the chat panel, the dialogs, the date picker,
 * the charts, and the data their first answer needs): the scripts-after-paint step lists the chunk
 * files of every dynamic import in the page's own chunks, and the data files that code fetches in the
 * page's language (the chat catalogue, the search index), and the loader prefetches them once the
 * framework has started and the page is idle. They are fetched into the cache, not run, so a first tap
 * does not wait for the network and the page spends no main-thread time on code nobody has asked for.
 * The list names the files in CHUNKS_FOLDER without it (every byte of the document delays its first
 * paint), and any other file by its path from the root (`/es/chat-catalog.json`).
 */
export const PREFETCH_ATTRIBUTE = "data-prefetch";

/**
 * On any element (a launcher), the URLs, space-separated, of what the overlay it opens needs first
 * (`data-warm="/chat-catalog.json /_next/static/chunks/chat.js"`): a pointer over it, a touch or the
 * focus starts fetching them into the cache, so a tap that comes before the page was idle does not
 * wait for a chain of requests either. One delegated listener, passive; each URL once per page, and
 * none that the idle prefetch has already asked for. Not for a visitor who saves data or is on 2G.
 */
export const WARM_ATTRIBUTE = "data-warm";

/** The events that say a visitor is reaching for an element with WARM_ATTRIBUTE. */
export const WARM_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

/** Where Next serves its chunks, and the files of PREFETCH_ATTRIBUTE are. */
export const CHUNKS_FOLDER = "/_next/static/chunks/";

/**
 * On the template, the worker script (prefetch-worker.ts) that fetches the data-prefetch list off the
 * main thread: each file fetched by a prefetch link costs the page's main thread a request task and
 * a few response tasks, about a fifth of the Lighthouse main-thread time a page spent beyond the floor's.
 * Without it, or where a worker cannot start, the loader adds the links.
 */
export const PREFETCH_WORKER_ATTRIBUTE = "data-prefetch-worker";

/** Waits before the second and third tries of a failed request: three tries over about ten seconds. */
export const RETRY_DELAYS_MS = [2000, 7000] as const;

/** A try that has not answered by then counts as failed (a stalled connection never settles). */
export const ATTEMPT_TIMEOUT_MS = 15000;

/** What the loader reads from the page's global scope. */
export type LoaderEnvironment = Pick<
  Window,
  "document" | "fetch" | "requestAnimationFrame" | "setTimeout" | "clearTimeout" | "addEventListener" | "removeEventListener"
> &
  Partial<Pick<Window, "requestIdleCallback">> & {
    /** Absent in a test's window; there the loader falls back to prefetch links. */
    Worker?: typeof Worker;
    /** The Network Information API, where the browser has it (Chromium): a visitor saving data is not prefetched for. */
    navigator?: { connection?: { saveData?: boolean; effectiveType?: string } };
    /** Next's queue of payload chunks, read by its entry script when it starts. */
    __next_f: unknown[];
    console: Pick<Console, "error">;
  } & HeldPressScope;

/** Which requests have given up, on <html> and once in the console. */
function failureReport(env: LoaderEnvironment) {
  let failing = 0;
  let told = false;
  const classes = env.document.documentElement.classList;
  return {
    failed(what: string, error: unknown) {
      failing++;
      classes.add(FAILED_CLASS);
      if (!told)
        env.console.error(
          `Interactive parts did not load: ${what} failed ${RETRY_DELAYS_MS.length + 1} times (${String(error)})`,
        );
      told = true;
    },
    recovered() {
      if (!--failing) classes.remove(FAILED_CLASS);
    },
  };
}

type Report = ReturnType<typeof failureReport>;

/**
 * Resolves with the first success of `attempt`; never rejects. A failure is tried again after each of
 * RETRY_DELAYS_MS, then reported, and tried again whenever the browser comes back online or the tab
 * is shown again. With `timeoutMs`, a try that has not answered by then counts as failed (its late
 * answer is ignored); a script element cannot be called back, so scripts are given no timeout.
 */
function keepTrying<T>(
  env: LoaderEnvironment,
  what: string,
  attempt: () => Promise<T>,
  report: Report,
  timeoutMs?: number,
): Promise<T> {
  return new Promise((resolve) => {
    let tries = 0;
    let busy = false;
    let done = false;
    let gaveUp = false;
    const onVisible = () => env.document.visibilityState === "visible" && again();
    const again = () => {
      if (done || busy) return;
      busy = true;
      let timer: number | undefined;
      const tried = timeoutMs
        ? Promise.race([
            attempt(),
            new Promise<never>((_, reject) => {
              timer = env.setTimeout(() => reject(new Error("timeout")), timeoutMs);
            }),
          ])
        : attempt();
      tried.then(
        (value) => {
          env.clearTimeout(timer);
          done = true;
          env.removeEventListener("online", again);
          env.document.removeEventListener("visibilitychange", onVisible);
          if (gaveUp) report.recovered();
          resolve(value);
        },
        (error: unknown) => {
          env.clearTimeout(timer);
          busy = false;
          const delay = RETRY_DELAYS_MS[tries++];
          if (delay !== undefined) env.setTimeout(again, delay);
          else if (!gaveUp) {
            gaveUp = true;
            report.failed(what, error);
          }
        },
      );
    };
    env.addEventListener("online", again);
    env.document.addEventListener("visibilitychange", onVisible);
    again();
  });
}

/** Runs one parked chunk script; a fresh copy of the parked element for each try. */
function runScript(env: LoaderEnvironment, parked: HTMLScriptElement): () => Promise<void> {
  return () =>
    new Promise((resolve, reject) => {
      const script = env.document.importNode(parked, true);
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        reject(new Error("load error"));
      };
      env.document.body.appendChild(script);
    });
}

/**
 * Inserts the parked scripts: links the rest of the stylesheet, fetches the payload (data-payload)
 * and runs the chunks once the stylesheet and the whole payload are in. The payload must be in
 * `__next_f` when Next's entry starts, and nothing the framework renders should wait unstyled; a
 * stylesheet that fails to load does not hold the framework back. The last chunk, which starts
 * hydration, runs once the others have, so hydration is a task of its own.
 */
function insertParked(env: LoaderEnvironment, warmed: Set<string>): void {
  const { document } = env;
  const report = failureReport(env);
  const template = document.getElementById(TEMPLATE_ID) as HTMLTemplateElement;
  const scripts = [...template.content.querySelectorAll<HTMLScriptElement>("script[src]:not([type])")];
  const run = (script: HTMLScriptElement) => keepTrying(env, script.getAttribute("src")!, runScript(env, script), report);
  let pending = 1;
  const ready = () => {
    if (--pending > 0) return;
    const last = scripts.pop();
    const runLast = () => (last ? run(last) : Promise.resolve());
    const others = scripts.map(run);
    void (others.length ? Promise.all(others).then(runLast) : runLast()).then(() => prefetchOnDemandCode(env, template, warmed));
  };
  template.content.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]').forEach((parked) => {
    const link = document.importNode(parked, true);
    pending++;
    link.onerror = ready;
    link.onload = () => {
      // The whole sheet holds every inlined rule: matched twice, each would double every style recalculation.
      document.querySelectorAll(`style[${PAGE_RULES_ATTRIBUTE}]`).forEach((style) => style.remove());
      ready();
    };
    document.head.appendChild(link);
  });
  const payload = template.getAttribute("data-payload");
  if (payload) {
    pending++;
    const fetchPayload = () =>
      env.fetch(payload).then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      });
    // Only a whole payload is handed over, once: hydrating from part of one would fail.
    void keepTrying(env, payload, fetchPayload, report, ATTEMPT_TIMEOUT_MS).then((text) => {
      env.__next_f.push([1, text]);
      ready();
    });
  }
  ready();
}

/** A visitor who asked to save data or is on a 2G-class connection: nothing is fetched ahead for them. */
function savesData(env: LoaderEnvironment): boolean {
  const connection = env.navigator?.connection;
  return Boolean(connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? ""));
}

/** The URL of a PREFETCH_ATTRIBUTE entry: a chunk's file name, or a path from the root. */
export const prefetchUrl = (entry: string): string => (entry.startsWith("/") ? entry : CHUNKS_FOLDER + entry);

/**
 * Once the framework's chunks have run and the page is idle, fetches the on-demand code and data into
 * the cache: in the prefetch worker when the template names one, else with prefetch links. Not for a
 * visitor who asked to save data or is on a 2G-class connection: their first tap loads it instead.
 * `warmed` holds what intent warming has fetched already, and gets what this fetches.
 */
function prefetchOnDemandCode(env: LoaderEnvironment, template: HTMLTemplateElement, warmed: Set<string>): void {
  if (savesData(env)) return;
  const listed = (template.getAttribute(PREFETCH_ATTRIBUTE)?.split(" ").filter(Boolean) ?? []).map(prefetchUrl);
  if (!listed.length) return;
  const workerSrc = template.getAttribute(PREFETCH_WORKER_ATTRIBUTE);
  const prefetch = () => {
    const urls = listed.filter((url) => !warmed.has(url));
    if (!urls.length) return;
    urls.forEach((url) => warmed.add(url));
    if (workerSrc && env.Worker) {
      try {
        new env.Worker(workerSrc).postMessage(urls);
        return;
      } catch {
        // A policy or browser that refuses the worker gets the links.
      }
    }
    for (const href of urls) {
      const link = env.document.createElement("link");
      link.setAttribute("rel", "prefetch");
      link.setAttribute("href", href);
      env.document.head.appendChild(link);
    }
  };
  if (env.requestIdleCallback) env.requestIdleCallback(prefetch, { timeout: 5000 });
  else env.setTimeout(prefetch, 1000);
}

/**
 * Intent warming: one passive listener per WARM_EVENTS on the document, for every element with
 * WARM_ATTRIBUTE now or later. The first time a visitor reaches for one, each URL it lists that no one
 * has fetched yet is fetched into the cache, on the main thread (a few URLs, a request task each; a
 * worker would take longer to start than the tap takes to come), its body read to the end, a failure
 * left to the tap, which fetches and retries itself.
 */
function warmOnIntent(env: LoaderEnvironment, warmed: Set<string>): void {
  if (savesData(env)) return;
  const onIntent = (event: Event) => {
    const target = event.target as Element | null;
    const element = typeof target?.closest === "function" ? target.closest(`[${WARM_ATTRIBUTE}]`) : null;
    for (const url of element?.getAttribute(WARM_ATTRIBUTE)?.split(" ") ?? []) {
      if (!url || warmed.has(url)) continue;
      warmed.add(url);
      // At the browser's own priority, not low: the tap this announces may follow within a few hundred ms.
      void env
        .fetch(url)
        .then((response) => response.arrayBuffer())
        .catch(() => undefined);
    }
  };
  for (const type of WARM_EVENTS) env.document.addEventListener(type, onIntent, { capture: true, passive: true });
}

/** Starts downloading every parked chunk at once, at low priority; insertParked runs them once the payload is in. */
function preloadParked(env: LoaderEnvironment): void {
  const { document } = env;
  const template = document.getElementById(TEMPLATE_ID) as HTMLTemplateElement;
  for (const script of template.content.querySelectorAll("script[src]:not([type])")) {
    const link = document.createElement("link");
    for (const [name, value] of [
      ["rel", "preload"],
      ["as", "script"],
      ["fetchpriority", "low"],
      ["href", script.getAttribute("src")!],
    ])
      link.setAttribute(name!, value!);
    document.head.appendChild(link);
  }
}

/**
 * Waits for the first frame, then for the fonts that frame asked for (at most 100 ms, the block
 * period of font-display: optional, after which the text paints in the fallback), then two more
 * frames, so the text is on screen before the framework's chunks are requested or run: nothing they
 * do can delay the largest paint, and they never share the connection with the font. A page opened
 * in a background tab never paints: it starts at once, as it does when hidden before it painted.
 */
export function startAfterPaint(env: LoaderEnvironment): void {
  const warmed = new Set<string>();
  warmOnIntent(env, warmed);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    preloadParked(env);
    insertParked(env, warmed);
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
      if (env.document.fonts) void env.document.fonts.ready.then(afterTextPaint);
      env.setTimeout(afterTextPaint, 100);
    });
  });
}

/**
 * What the served loader runs (main.ts): at once, the capture that holds a press made before its
 * control's code runs (lib/held-press.ts carries it out), letting presses through once the page is
 * marked failed; then, once the document is parsed, the framework after the paint.
 */
export function startLoader(env: LoaderEnvironment): void {
  holdPresses(env, FAILED_CLASS);
  if (env.document.readyState === "loading") env.document.addEventListener("DOMContentLoaded", () => startAfterPaint(env));
  else startAfterPaint(env);
}
