import { useCallback, useRef, useState } from "react";

// Loaded on first request, from files the after-paint loader prefetched; only a pending load's last onReady runs.
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
