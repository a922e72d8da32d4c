import { useCallback, useRef, useState } from "react";

// Only the latest onReady of a pending load runs, so a double click opens a widget once.
export function useOnDemand<T>(load: () => Promise<T>): [T | null, (onReady?: () => void) => void] {
  const [value, setValue] = useState<T | null>(null);
  const loader = useRef(load);
  const state = useRef<{ status: "idle" | "loading" | "loaded"; onReady?: () => void }>({ status: "idle" });

  const request = useCallback((onReady?: () => void) => {
    const current = state.current;
    if (current.status === "loaded") return onReady?.();
    if (onReady) current.onReady = onReady;
    if (current.status === "loading") return;
    current.status = "loading";
    void loader.current().then(
      (loaded) => {
        current.status = "loaded";
        setValue(() => loaded);
        const ready = current.onReady;
        current.onReady = undefined;
        ready?.();
      },
      (error: unknown) => {
        current.status = "idle";
        console.error(error);
      },
    );
  }, []);

  return [value, request];
}
