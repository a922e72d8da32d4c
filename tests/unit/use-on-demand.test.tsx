import { act, renderHook } from "@testing-library/react";

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
});
