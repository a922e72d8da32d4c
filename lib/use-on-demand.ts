import { useCallback, useRef, useState } from "react";

// A widget's code, loaded when the visitor first asks for it. Its files are already in the cache by
// then: the after-paint loader prefetches the chunk files of every dynamic import on the page once it
// is idle (scripts/export/loader/after-paint.ts), without running them.
// Only the latest onReady of a pending load runs, so a double click opens a widget once.
export function useOnDemand<T>(load: () => Promise<T>): [T | null, (onReady?: () => void) => void] {
  const [value, setValue] = useState<T | null>(null);
  const loader = useRef(load);
  const state = useRef<{ loaded: boolean; requested: boolean; onReady?: () => void }>({ loaded: false, requested: false });

  const request = useCallback((onReady?: () => void) => {
    const current = state.current;
    if (current.loaded) return onReady?.();
    if (onReady) current.onReady = onReady;
    if (current.requested) return;
    current.requested = true;
    loader.current().then(
      (loaded) => {
        current.loaded = true;
        setValue(() => loaded);
        const ready = current.onReady;
        current.onReady = undefined;
        ready?.();
      },
      (error: unknown) => {
        current.requested = false;
        current.onReady = undefined;
        console.error(error);
      },
    );
  }, []);

  return [value, request];
}
