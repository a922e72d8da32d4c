import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

// The forms stay disabled until hydrated: without JavaScript they could only send a broken e-mail.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
