import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/** False in the server HTML and during hydration, true once React runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
