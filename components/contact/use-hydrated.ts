import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False in the server HTML and during hydration, true once React runs in the browser.
 * The forms stay disabled until then: without JavaScript they could only send a broken
 * e-mail, and the page offers a prepared mail link instead.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
