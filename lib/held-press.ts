// A press made before a control's code ran is held by the after-paint loader (lib/held-press-capture.ts)
// and carried out here once the component mounts. Put HOLD_ATTRIBUTE on the `<form>` or button, and call
// useHeldPress with a ref to the same element.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";

import { HOLD_ATTRIBUTE, READY_ATTRIBUTE } from "./held-press-capture";

export { HOLD_ATTRIBUTE, READY_ATTRIBUTE };

/**
 * True once if `element` (for a form: the form or a submit button in it) was pressed before its code
 * ran; the press is then removed from the queue.
 */
export function takeHeldPress(element: Element | null): boolean {
  const held = typeof self === "undefined" ? undefined : self.__heldPresses;
  const at = element && held ? held.indexOf(element) : -1;
  if (at < 0) return false;
  held!.splice(at, 1);
  return true;
}

/**
 * On mount, marks the element ready (its presses are no longer held) and, if one was held, calls
 * `onPress` once, in an effect after the render that follows mount, so the state a layout effect read
 * from the DOM is in.
 */
export function useHeldPress(ref: RefObject<Element | null>, onPress: () => void): void {
  const press = useRef(onPress);
  const [held, setHeld] = useState(false);
  useLayoutEffect(() => {
    press.current = onPress;
  });
  useEffect(() => {
    const element = ref.current;
    element?.setAttribute(READY_ATTRIBUTE, "");
    if (takeHeldPress(element)) setHeld(true);
  }, [ref]);
  // `held` turns true at most once, so this runs the press at most once.
  useEffect(() => {
    if (held) press.current();
  }, [held]);
}
