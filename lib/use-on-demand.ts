import { useCallback, useEffect, useRef, useState } from "react";

import { whenIdle } from "@/lib/idle";

export interface OnDemandOptions {
  /**
   * "idle": fetch the code once the page is idle, without rendering it, so the first tap opens the
   * widget without a round trip. Never before the load event, and never in the first-load JavaScript.
   */
  prefetch?: "idle";
}

// Only the latest onReady of a pending load runs, so a double click opens a widget once.
export function useOnDemand<T>(
  load: () => Promise<T>,
  { prefetch }: OnDemandOptions = {},
): [T | null, (onReady?: () => void) => void] {
  const [value, setValue] = useState<T | null>(null);
  const loader = useRef(load);
  const state = useRef<{ loading?: Promise<T>; loaded: boolean; requested: boolean; onReady?: () => void }>({
    loaded: false,
    requested: false,
  });

  const fetchOnce = useCallback(() => {
    const current = state.current;
    current.loading ??= loader.current().catch((error: unknown) => {
      current.loading = undefined;
      throw error;
    });
    return current.loading;
  }, []);

  const request = useCallback(
    (onReady?: () => void) => {
      const current = state.current;
      if (current.loaded) return onReady?.();
      if (onReady) current.onReady = onReady;
      if (current.requested) return;
      current.requested = true;
      fetchOnce().then(
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
    },
    [fetchOnce],
  );

  useEffect(() => {
    if (prefetch !== "idle") return;
    // A failed prefetch is quiet: the visitor's own request tries again and reports.
    return whenIdle(() => void fetchOnce().catch(() => {}));
  }, [prefetch, fetchOnce]);

  return [value, request];
}
