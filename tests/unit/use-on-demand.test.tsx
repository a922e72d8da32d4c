import { act, renderHook, waitFor } from "@testing-library/react";

import { useOnDemand } from "@/lib/use-on-demand";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("useOnDemand", () => {
  test("loads nothing until asked, then once, and keeps a component as a value", async () => {
    const Widget = () => null;
    const pending = deferred<typeof Widget>();
    const load = jest.fn(() => pending.promise);
    const { result } = renderHook(() => useOnDemand(load));
    expect(result.current[0]).toBeNull();
    expect(load).not.toHaveBeenCalled();

    act(() => {
      result.current[1]();
      result.current[1]();
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve(Widget));
    expect(result.current[0]).toBe(Widget);
  });

  test("onReady runs after the load (only the latest one), then at once", async () => {
    const pending = deferred<string>();
    const { result } = renderHook(() => useOnDemand(() => pending.promise));
    const first = jest.fn();
    const second = jest.fn();
    act(() => {
      result.current[1](first);
      result.current[1](second);
    });
    expect(second).not.toHaveBeenCalled();
    await act(async () => pending.resolve("ready"));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);

    const third = jest.fn();
    act(() => result.current[1](third));
    expect(third).toHaveBeenCalledTimes(1);
  });

  test("a failed load may be retried", async () => {
    const attempts = [deferred<string>(), deferred<string>()];
    let call = 0;
    const { result } = renderHook(() => useOnDemand(() => attempts[call++]!.promise));
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      act(() => result.current[1]());
      await act(async () => attempts[0]!.reject(new Error("offline")));
      expect(result.current[0]).toBeNull();
      expect(log).toHaveBeenCalledTimes(1);
      act(() => result.current[1]());
      await act(async () => attempts[1]!.resolve("ok"));
      expect(result.current[0]).toBe("ok");
      expect(call).toBe(2);
    } finally {
      log.mockRestore();
    }
  });

  test("with prefetch: idle, the code is fetched once the page is idle, not rendered, and a later request uses it", async () => {
    const pending = deferred<string>();
    const load = jest.fn(() => pending.promise);
    expect(document.readyState).toBe("complete");
    const { result } = renderHook(() => useOnDemand(load, { prefetch: "idle" }));
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => pending.resolve("panel"));
    expect(result.current[0]).toBeNull();

    const onReady = jest.fn();
    await act(async () => result.current[1](onReady));
    expect(load).toHaveBeenCalledTimes(1);
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(result.current[0]).toBe("panel");
  });

  test("a failed prefetch is quiet, and the visitor's request loads again", async () => {
    let call = 0;
    const load = jest.fn(() => (call++ === 0 ? Promise.reject(new Error("offline")) : Promise.resolve("ok")));
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { result } = renderHook(() => useOnDemand(load, { prefetch: "idle" }));
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      await act(async () => {});
      expect(log).not.toHaveBeenCalled();
      await act(async () => result.current[1]());
      expect(load).toHaveBeenCalledTimes(2);
      expect(result.current[0]).toBe("ok");
    } finally {
      log.mockRestore();
    }
  });

  test("unmounting before the page is idle cancels the prefetch", async () => {
    const load = jest.fn(() => Promise.resolve("never"));
    const { unmount } = renderHook(() => useOnDemand(load, { prefetch: "idle" }));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(load).not.toHaveBeenCalled();
  });
});
