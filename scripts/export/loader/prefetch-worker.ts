// Browser code: the dedicated worker the after-paint loader starts once the page is idle, bundled by
// bundle.ts into its own file. It fetches the files it is sent (the page's on-demand code) into the
// HTTP cache and closes. A fetch answered here costs the page's main thread nothing; the same files
// as <link rel="prefetch"> cost it a request task and a few response tasks each.

const worker = self as unknown as {
  onmessage: ((event: MessageEvent<string[]>) => void) | null;
  fetch: typeof fetch;
  close(): void;
};

worker.onmessage = ({ data: urls }) => {
  // The body is read to its end, so the cache holds the whole file; a failure is left to the tap,
  // which fetches (and retries) the code itself.
  const fetchInto = (url: string) =>
    worker
      .fetch(url, { priority: "low" } as RequestInit)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  void Promise.all(urls.map(fetchInto)).then(() => worker.close());
};
