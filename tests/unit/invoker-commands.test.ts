import { installInvokerCommands, supportsInvokerCommands } from "@/lib/platform/invoker-commands";

// jsdom has no Invoker Commands and no dialog top layer: the targets' methods are spies.
describe("the Invoker Commands polyfill", () => {
  beforeAll(() => installInvokerCommands(window));
  beforeEach(() => {
    document.body.innerHTML = `
      <button id="open" commandfor="bot" command="show-modal"><span id="icon">icon</span></button>
      <button id="shut" commandfor="bot" command="close">close</button>
      <button id="toggle" commandfor="list" command="toggle-popover">list</button>
      <button id="off" disabled commandfor="bot" command="show-modal">disabled</button>
      <button id="custom" commandfor="bot" command="--spin">custom</button>
      <dialog id="bot"></dialog><div id="list" popover></div>`;
  });

  function spyDialog() {
    const dialog = document.getElementById("bot") as HTMLDialogElement;
    let open = false;
    const showModal = jest.fn(() => void (open = true));
    const close = jest.fn(() => void (open = false));
    Object.defineProperties(dialog, {
      open: { get: () => open },
      showModal: { value: showModal },
      close: { value: close },
    });
    return { showModal, close };
  }

  it("is needed here: jsdom's buttons have no commandForElement", () => {
    expect(supportsInvokerCommands(window)).toBe(false);
  });

  it("opens a dialog as a modal from a click anywhere inside its button, and closes it", () => {
    const { showModal, close } = spyDialog();
    document.getElementById("icon")!.click();
    expect(showModal).toHaveBeenCalledTimes(1);
    document.getElementById("open")!.click();
    expect(showModal).toHaveBeenCalledTimes(1);
    document.getElementById("shut")!.click();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("toggles a popover", () => {
    const list = document.getElementById("list")!;
    const toggle = jest.fn();
    Object.defineProperty(list, "togglePopover", { value: toggle });
    document.getElementById("toggle")!.click();
    expect(toggle).toHaveBeenCalledTimes(1);
  });

  it("leaves disabled buttons, custom commands and presses the page already handled alone", () => {
    const { showModal } = spyDialog();
    document.getElementById("off")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    document.getElementById("custom")!.click();
    const open = document.getElementById("open")!;
    open.addEventListener("click", (e) => e.preventDefault(), { once: true });
    open.click();
    expect(showModal).not.toHaveBeenCalled();
  });
});
