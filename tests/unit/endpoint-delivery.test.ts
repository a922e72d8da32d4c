/** @jest-environment node */
import { postSubmission, RETRIES, TIMEOUT_MS } from "@/components/contact/endpoint-delivery";

const ENDPOINT = "https://forms.example.test/submit";
const receipt = { id: "8afad1b7-6ed4-4910-b976-f682864f9a3e", reference: "8AFAD1B7" };

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

/** fetch answers these in turn (an Error rejects, as a network failure does) and records each call. */
function answer(...replies: (Response | Error)[]) {
  const calls: RequestInit[] = [];
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    calls.push(init ?? {});
    const reply = replies.shift();
    if (!reply) throw new Error("no more replies");
    if (!(reply instanceof Response)) throw reply;
    return reply;
  }) as typeof fetch;
  return calls;
}

/** Runs a send to its end, letting the backoff timers run as they come. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  void promise.finally(() => (done = true));
  while (!done) await jest.advanceTimersByTimeAsync(500);
  return promise;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("posts the payload as JSON once and returns the receipt", async () => {
  const calls = answer(json(201, receipt));
  expect(await settle(postSubmission(ENDPOINT, { id: receipt.id, kind: "message" }))).toEqual({ ok: true, receipt });
  expect(calls).toHaveLength(1);
  expect(calls[0]!.method).toBe("POST");
  expect(calls[0]!.body).toBe(JSON.stringify({ id: receipt.id, kind: "message" }));
  expect((calls[0]!.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  expect(calls[0]!.signal).toBeInstanceOf(AbortSignal);
});

test("a network error and a 5xx are retried, with the same body, and the next receipt counts", async () => {
  const calls = answer(new TypeError("Failed to fetch"), json(503, { error: "busy" }), json(200, receipt));
  expect(await settle(postSubmission(ENDPOINT, { id: receipt.id }))).toEqual({ ok: true, receipt });
  expect(calls).toHaveLength(1 + RETRIES);
  expect(new Set(calls.map((c) => c.body)).size).toBe(1);
});

test("after two retries it gives up and names the last problem", async () => {
  answer(json(500, {}), json(500, {}), json(500, {}));
  expect(await settle(postSubmission(ENDPOINT, {}))).toEqual({ ok: false, problem: "server" });
  answer(new TypeError("x"), new TypeError("x"), new TypeError("x"));
  expect(await settle(postSubmission(ENDPOINT, {}))).toEqual({ ok: false, problem: "offline" });
  const timeout = () => new DOMException(`signal timed out after ${TIMEOUT_MS} ms`, "TimeoutError");
  answer(timeout(), timeout(), timeout());
  expect(await settle(postSubmission(ENDPOINT, {}))).toEqual({ ok: false, problem: "timeout" });
});

test("a 429 waits its Retry-After when short, and reports a long one without waiting", async () => {
  let calls = answer(json(429, { error: "slow down" }, { "Retry-After": "2" }), json(201, receipt));
  const started = Date.now();
  expect(await settle(postSubmission(ENDPOINT, {}))).toEqual({ ok: true, receipt });
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  expect(calls).toHaveLength(2);
  calls = answer(json(429, { error: "slow down" }, { "Retry-After": "600" }));
  expect(await settle(postSubmission(ENDPOINT, {}))).toMatchObject({
    ok: false,
    problem: "rate-limited",
    retryAfterSeconds: 600,
  });
  expect(calls).toHaveLength(1);
});

test("refusals are not retried: field errors, a foreign origin, a body too large", async () => {
  let calls = answer(json(400, { error: "bad", fields: { email: "invalid" } }));
  expect(await settle(postSubmission(ENDPOINT, {}))).toMatchObject({
    ok: false,
    problem: "refused",
    fields: { email: "invalid" },
  });
  expect(calls).toHaveLength(1);
  calls = answer(json(403, { error: "no" }));
  expect(await settle(postSubmission(ENDPOINT, {}))).toMatchObject({ ok: false, problem: "forbidden" });
  calls = answer(json(413, { error: "big" }));
  expect(await settle(postSubmission(ENDPOINT, {}))).toMatchObject({ ok: false, problem: "too-large" });
  expect(calls).toHaveLength(1);
});
