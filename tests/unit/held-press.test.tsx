import { act, useLayoutEffect, useRef, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";

import { HOLD_ATTRIBUTE, READY_ATTRIBUTE, takeHeldPress, useHeldPress } from "@/lib/held-press";
import { holdPresses, type HeldPressScope } from "@/lib/held-press-capture";

const FAILED = "framework-failed";
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Dispatches a press as the browser would; true if the page may act on it (not held). */
function press(target: Element, type: "click" | "submit" = "click"): boolean {
  return target.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
}

const $ = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;

beforeAll(() => holdPresses(window as unknown as HeldPressScope, FAILED));
beforeEach(() => {
  window.__heldPresses!.length = 0;
  document.documentElement.className = "";
});

describe("the capture the loader installs", () => {
  beforeEach(() => {
    document.body.innerHTML = `<form ${HOLD_ATTRIBUTE}><input name="name"><label><input type="radio" name="time" value="9">9</label><button type="button">Pick</button><button>Send</button></form><button id="open" ${HOLD_ATTRIBUTE}><svg><path></path></svg>Open</button><button id="free">Free</button>`;
  });

  test("holds a click on a form's submit button and its submit, before any other listener, and keeps the form once", () => {
    const later = jest.fn();
    document.addEventListener("click", later, true);
    expect(press($("form button:not([type])"))).toBe(false);
    expect(press($("form"), "submit")).toBe(false);
    expect(later).not.toHaveBeenCalled();
    document.removeEventListener("click", later, true);
    expect(window.__heldPresses).toEqual([$("form")]);
    expect(takeHeldPress($("form"))).toBe(true);
    expect(takeHeldPress($("form"))).toBe(false);
  });

  test("lets clicks into a form's fields, its slots and its other buttons through", () => {
    for (const target of ["form input[name=name]", "form label", "form input[type=radio]", "form button[type=button]"])
      expect(press($(target))).toBe(true);
    expect(window.__heldPresses).toEqual([]);
  });

  test("holds a click anywhere inside a held button, and leaves other buttons alone", () => {
    expect(press($("#open path"))).toBe(false);
    expect(press($("#free"))).toBe(true);
    expect(takeHeldPress($("#free"))).toBe(false);
    expect(takeHeldPress($("#open"))).toBe(true);
  });

  test("lets presses through once the element is ready, or once the page is marked failed", () => {
    $("#open").setAttribute(READY_ATTRIBUTE, "");
    expect(press($("#open"))).toBe(true);
    document.documentElement.classList.add(FAILED);
    expect(press($("form"), "submit")).toBe(true);
    expect(window.__heldPresses).toEqual([]);
    expect(takeHeldPress(null)).toBe(false);
  });
});

describe("useHeldPress", () => {
  // Reads its field's DOM value into its first state, as the contact forms do.
  function Form({ onPress }: { onPress: (what: string) => void }) {
    const form = useRef<HTMLFormElement>(null);
    const [name, setName] = useState("");
    useLayoutEffect(() => setName(String(new FormData(form.current!).get("name"))), []);
    useHeldPress(form, () => onPress(`held: ${name}`));
    return (
      <form
        ref={form}
        {...{ [HOLD_ATTRIBUTE]: "" }}
        onSubmit={(event) => {
          event.preventDefault();
          onPress(`submit: ${name}`);
        }}
      >
        <input name="name" />
        <button>Send</button>
      </form>
    );
  }
  const serverHtml = `<form ${HOLD_ATTRIBUTE}=""><input name="name"/><button>Send</button></form>`;
  let root: Root | undefined;
  afterEach(() => act(() => root?.unmount()));

  async function hydrate(onPress: (what: string) => void) {
    await act(async () => {
      root = hydrateRoot(document.body.firstElementChild!, <Form onPress={onPress} />);
    });
  }

  test("carries out a press held before hydration once, with the state read from what was typed, then marks the form ready", async () => {
    document.body.innerHTML = `<div>${serverHtml}</div>`;
    $<HTMLInputElement>("input").value = "Ada";
    expect(press($("button"))).toBe(false);
    expect(press($("button"))).toBe(false);
    const onPress = jest.fn();
    await hydrate(onPress);
    expect(onPress.mock.calls).toEqual([["held: Ada"]]);
    expect($("form").hasAttribute(READY_ATTRIBUTE)).toBe(true);
    expect(window.__heldPresses).toEqual([]);
    // From now on the press is React's own.
    await act(async () => $<HTMLButtonElement>("button").click());
    expect(onPress.mock.calls).toEqual([["held: Ada"], ["submit: Ada"]]);
  });

  test("does nothing on mount when nothing was pressed", async () => {
    document.body.innerHTML = `<div>${serverHtml}</div>`;
    const onPress = jest.fn();
    await hydrate(onPress);
    expect(onPress).not.toHaveBeenCalled();
    expect($("form").hasAttribute(READY_ATTRIBUTE)).toBe(true);
  });
});
