import { act, fireEvent, render, screen, within } from "@testing-library/react";

import { contentOf } from "@/lib/content";
import { LocaleProvider } from "@/lib/i18n/client";
import type { PagefindFragment, PagefindResult, SearchPage } from "@/lib/search/pagefind";
import { SearchPanel } from "@/components/search/search-panel";

// The dialog's default engine (SITE_SEARCH unset) as an export ships it (the build inlines the setting;
// here it is read when the panel loads its engine): Pagefind's script from /pagefind/, and the language's page list.
const setting = process.env.SITE_SEARCH;
beforeAll(() => {
  delete process.env.SITE_SEARCH;
});
afterAll(() => {
  if (setting === undefined) delete process.env.SITE_SEARCH;
  else process.env.SITE_SEARCH = setting;
});
const asked: string[] = [];
const fragment = (url: string, content: string, word: string): PagefindFragment => ({
  url,
  content,
  locations: [content.split(" ").findIndex((w) => w.replace(/\W+$/, "") === word)],
  meta: {},
});
const fragments: Record<string, PagefindFragment> = {
  en_1: fragment(
    "/product/contact-center/",
    "Product. Contact Center. An omnichannel contact centre. Sales and telemarketing. Power outbound campaigns.",
    "telemarketing",
  ),
};
const loaded: string[] = [];
/** Answers the search for "voice", which the mock leaves on its way until a test answers it. */
let answerVoice: (value: { results: PagefindResult[] }) => void = () => undefined;
const pagefind = {
  options: jest.fn(() => Promise.resolve()),
  init: jest.fn(() => Promise.resolve()),
  preload: () => Promise.resolve(),
  search: (term: string) => {
    asked.push(term);
    if (term === "voice") return new Promise<{ results: PagefindResult[] }>((resolve) => (answerVoice = resolve));
    const results: PagefindResult[] =
      term === "telemarketing" ? [{ id: "en_1", data: () => (loaded.push("en_1"), Promise.resolve(fragments.en_1!)) }] : [];
    return Promise.resolve({ results });
  },
};
jest.mock("/pagefind/pagefind.js", () => pagefind, { virtual: true });

const pages: SearchPage[] = [
  { url: "/product/contact-center/", kind: "Product", title: "Contact Center", fragment: "en_1" },
  { url: "/product/voice-bot/", kind: "Product", title: "Voice Bot", fragment: "en_2" },
];
const fetched: string[] = [];
beforeAll(() => {
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    fetched.push(String(input));
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(pages) });
  }) as unknown as typeof fetch;
});

const labels = contentOf("en").c.search.labels;
const seed = { text: "", focused: true, selection: null, send: false };

test("on Pagefind, the panel loads the language's page list and Pagefind, shows a result's kind and title, then its excerpt from the matched sentence", async () => {
  render(
    <LocaleProvider locale="en" strings={{ "search.kind.Product": "Product" }}>
      <SearchPanel labels={labels} seed={seed} dialog={{ current: null }} />
    </LocaleProvider>,
  );
  expect(screen.getByRole("status")).toHaveTextContent(labels.loading);
  const box = screen.getByRole("searchbox", { name: labels.field });
  await act(async () => {
    fireEvent.change(box, { target: { value: "telemarketing" } });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(fetched).toEqual(["/search-index.json"]);
  expect(pagefind.options).toHaveBeenCalledWith({ noWorker: true, metaCacheTag: "site" });
  const list = screen.getByRole("list", { name: labels.title });
  const link = await within(list).findByRole("link", { name: /Contact Center/ });
  // (next/link outside the app drops the trailing slash.)
  expect(link.getAttribute("href")).toMatch(/^\/product\/contact-center\/?$/);
  expect(link).toHaveTextContent("Product");
  expect(screen.getByRole("status")).toHaveTextContent("1 result for “telemarketing”");
  // The excerpt comes with the fragment, once the words have stopped changing.
  expect(await within(link).findByText("telemarketing", { selector: "mark" })).toBeInTheDocument();
  expect(link).toHaveTextContent("Sales and telemarketing. Power outbound campaigns.");
  expect(link).not.toHaveTextContent("omnichannel");
  expect(loaded).toEqual(["en_1"]);

  await act(async () => {
    fireEvent.change(box, { target: { value: "xylophone" } });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(screen.getByRole("status")).toHaveTextContent("No pages match “xylophone”.");
  expect(within(list).queryAllByRole("link")).toHaveLength(0);
  expect(asked).toContain("xylophone");
});

test("on Pagefind, a page whose title holds the words shows before the index answers, and stays first after", async () => {
  render(
    <LocaleProvider locale="en" strings={{ "search.kind.Product": "Product" }}>
      <SearchPanel labels={labels} seed={seed} dialog={{ current: null }} />
    </LocaleProvider>,
  );
  const box = screen.getByRole("searchbox", { name: labels.field });
  const list = screen.getByRole("list", { name: labels.title });
  await act(async () => {
    fireEvent.change(box, { target: { value: "voice" } });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  // The index has not answered: the title match shows, and the status waits for the answer.
  expect(within(list).getByRole("link", { name: /Voice Bot/ })).toBeInTheDocument();
  expect(screen.getByRole("status")).toBeEmptyDOMElement();
  await act(async () => {
    answerVoice({ results: [{ id: "en_1", data: () => Promise.resolve(fragments.en_1!) }] });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(
    within(list)
      .getAllByRole("link")
      .map((link) => link.textContent),
  ).toEqual([expect.stringContaining("Voice Bot"), expect.stringContaining("Contact Center")]);
  expect(screen.getByRole("status")).toHaveTextContent("2 results for “voice”");
});
