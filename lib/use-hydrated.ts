import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False in the server HTML and during hydration, true once React runs the page. Controls that can
 * do nothing without the framework read it to stay hidden (or plain links) until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
