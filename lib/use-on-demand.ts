import { useCallback, useRef, useState } from "react";

import { linkSiteStylesheet } from "@/lib/site-stylesheet";

// A widget's code, loaded when the visitor first asks for it, together with the site's whole
// stylesheet: the page inlines only the rules it can use before any widget opens. Both are in the
// cache by then: the after-paint loader prefetches the chunk files of every dynamic import on the page
// and the stylesheet once it is idle (scripts/export/loader/after-paint.ts), without running them.
// Only the latest onReady of a pending load runs, so a double click opens a widget once.
// `withStylesheet: false` is for a widget that uses no class of the site's (the charts: recharts
// draws with its own classes and inline styles), so that it costs no restyle of the page.
export function useOnDemand<T>(
  load: () => Promise<T>,
  { withStylesheet = true }: { withStylesheet?: boolean } = {},
): [T | null, (onReady?: () => void) => void] {
  const [value, setValue] = useState<T | null>(null);
  const loader = useRef(load);
  const state = useRef<{ loaded: boolean; requested: boolean; onReady?: () => void }>({ loaded: false, requested: false });

  const request = useCallback(
    (onReady?: () => void) => {
      const current = state.current;
      if (current.loaded) return onReady?.();
      if (onReady) current.onReady = onReady;
      if (current.requested) return;
      current.requested = true;
      Promise.all([loader.current(), withStylesheet ? linkSiteStylesheet() : undefined]).then(
        ([loaded]) => {
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
    [withStylesheet],
  );

  return [value, request];
}
