import { act, fireEvent, render, screen, within } from "@testing-library/react";

import { contentOf } from "@/lib/content";
import { LocaleProvider } from "@/lib/i18n/client";
import type { SearchDocument } from "@/lib/search/documents";
import { SearchPanel } from "@/components/search/search-panel";

// The dialog's other engine (SITE_SEARCH=minisearch): MiniSearch over the language's /search-index.json.
const documents: SearchDocument[] = [
  {
    url: "/case-studies/contact-center-airline-ux/",
    kind: "Case study",
    title: "Airline contact centre",
    tagline: "A calmer queue for an airline.",
    body: "Agents answered rebooking calls twice as fast.",
  },
  {
    url: "/product/voice-bot/",
    kind: "Product",
    title: "Voice Bot",
    tagline: "Calls answered.",
    body: "Speech in four languages.",
  },
];
const fetched: string[] = [];
const setting = process.env.SITE_SEARCH;
beforeAll(() => {
  process.env.SITE_SEARCH = "minisearch";
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    fetched.push(String(input));
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(documents) });
  }) as unknown as typeof fetch;
});
afterAll(() => {
  if (setting === undefined) delete process.env.SITE_SEARCH;
  else process.env.SITE_SEARCH = setting;
});

const labels = contentOf("en").c.search.labels;
const seed = { text: "", focused: true, selection: null, send: false };

test("by default the panel searches MiniSearch's index: each result with its excerpt and marks as the words change, a typo forgiven", async () => {
  render(
    <LocaleProvider locale="en" strings={{ "search.kind.Case study": "Case study" }}>
      <SearchPanel labels={labels} seed={seed} dialog={{ current: null }} />
    </LocaleProvider>,
  );
  expect(screen.getByRole("status")).toHaveTextContent(labels.loading);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(fetched).toEqual(["/search-index.json"]);
  const box = screen.getByRole("searchbox", { name: labels.field });
  // No wait after the change: MiniSearch answers in the same render.
  act(() => {
    fireEvent.change(box, { target: { value: "airlne" } });
  });
  const list = screen.getByRole("list", { name: labels.title });
  const link = within(list).getByRole("link", { name: /Airline contact centre/ });
  expect(link).toHaveTextContent("Case study");
  expect(link).toHaveTextContent("A calmer queue for an airline.");
  expect(within(link).getAllByText(/airline/i, { selector: "mark" }).length).toBeGreaterThan(0);
  expect(screen.getByRole("status")).toHaveTextContent("1 result for “airlne”");
  act(() => {
    fireEvent.change(box, { target: { value: "xylophone" } });
  });
  expect(screen.getByRole("status")).toHaveTextContent("No pages match “xylophone”.");
  expect(within(list).queryAllByRole("link")).toHaveLength(0);
});
