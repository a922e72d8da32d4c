// Work a visitor has not asked for yet (fetching the code of a widget they may open) waits for the
// page to have loaded and then runs one task per idle period, so it never competes with the first
// paint, hydration or a tap.

type Task = () => void;

const queue: Task[] = [];
let scheduled = false;

function requestIdle(run: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 50);
}

function drain(): void {
  if (scheduled || !queue.length) return;
  scheduled = true;
  requestIdle(() => {
    scheduled = false;
    queue.shift()?.();
    drain();
  });
}

/** Queues `task` for an idle period after the page's load event; the returned function cancels it. */
export function whenIdle(task: Task): () => void {
  queue.push(task);
  if (document.readyState === "complete") drain();
  else window.addEventListener("load", drain, { once: true });
  return () => {
    const at = queue.indexOf(task);
    if (at >= 0) queue.splice(at, 1);
  };
}
