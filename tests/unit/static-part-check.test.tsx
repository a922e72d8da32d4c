import { Readable } from "node:stream";
import { Component, forwardRef, lazy, memo, Suspense, type ReactElement, type ReactNode } from "react";
import Link from "next/link";
import { act, render, waitFor } from "@testing-library/react";

import { clientComponentsIn, reportClientComponents, type StaticPartRules } from "@/lib/static-part-check";
import { StaticHtml } from "@/components/ui/static-html";

jest.mock("next/navigation", () => ({ usePathname: () => "/services/" }));

// The Flight client Next's app router decodes the page payload with (Turbopack's build of it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const flight = require("next/dist/compiled/react-server-dom-turbopack/client.node") as {
  createFromNodeStream(stream: Readable, manifest: object): PromiseLike<unknown>;
};

const rules: StaticPartRules = { link: Link, staticHtml: StaticHtml };
const env = process.env as Record<string, string | undefined>;
const testEnv = env.NODE_ENV;
let errors: jest.SpyInstance;
const reports = () => errors.mock.calls.map(([message]) => String(message)).filter((message) => message.includes("static part"));
/** Lets the check's dynamic import and its report run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  env.NODE_ENV = "development";
  errors = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  env.NODE_ENV = testEnv;
  errors.mockRestore();
});

type Part = ReactElement<{ children: ReactNode }>;
const manifest = { moduleMap: null, serverModuleMap: null, moduleLoading: null } as const;

/** `rows` decoded as the browser decodes a page's payload, with `modules` as the client modules it references. */
async function fromServer(rows: string[], modules: Record<string, unknown>): Promise<Part> {
  Object.assign(globalThis, { __next_require__: (id: string) => modules[id], __next_chunk_load__: () => Promise.resolve() });
  const stream = Readable.from([rows.map((row) => `${row}\n`).join("")]);
  return (await flight.createFromNodeStream(stream, manifest)) as Part;
}

function PlanChart() {
  return <svg />;
}

const pricingRows = [
  `1:I["static-html",[],"StaticHtml"]`,
  `2:I["plan-chart",[],"PlanChart"]`,
  `3:I["next-link",[],""]`,
  `0:["$","$L1",null,{"as":"section","aria-labelledby":"plans-heading","children":[` +
    `["$","h2","h",{"id":"plans-heading","children":"Plans"}],` +
    `["$","$L2","c",{}],` +
    `["$","p","p",{"children":["$","$L3",null,{"href":"/contact-us/","children":"Ask us"}]}]]}]`,
];
const pricingModules = {
  "static-html": { StaticHtml },
  "plan-chart": { PlanChart },
  "next-link": { __esModule: true, default: Link },
};

test("a client component in a static part of the server payload is reported in dev, naming it and the section", async () => {
  const part = await fromServer(pricingRows, pricingModules);
  render(<Suspense>{part}</Suspense>);
  await waitFor(() => expect(reports()).toHaveLength(1));
  const [message] = reports();
  expect(message).toContain(
    'The client component <PlanChart> is inside the static part <section aria-labelledby="plans-heading">',
  );
  expect(message).toContain("will not hydrate in the export");
  expect(message).toContain("Mark the Section `interactive`");
  expect(message).toContain("move <PlanChart> out of it");

  render(<Suspense>{await fromServer(pricingRows, pricingModules)}</Suspense>);
  await settle();
  expect(reports()).toHaveLength(1);
});

test("the server payload hands client components over as lazies, read as React reads them", async () => {
  const part = await fromServer(pricingRows, pricingModules);
  const children = part.props.children as ReactElement[];
  expect(children[1]!.type).toMatchObject({ $$typeof: Symbol.for("react.lazy") });
  expect(clientComponentsIn(part.props.children, rules)).toEqual({
    found: [{ type: PlanChart, name: "PlanChart" }],
    pending: [],
  });
});

test("links, plain elements and nested parts report nothing", async () => {
  function Inner() {
    return null;
  }
  render(
    <StaticHtml as="section" id="links">
      <h2>Links</h2>
      <ul>
        <li>
          <Link href="/product/">
            <span>Products</span>
          </Link>
        </li>
      </ul>
      <StaticHtml as="aside">{"plain"}</StaticHtml>
    </StaticHtml>,
  );
  expect(clientComponentsIn(<StaticHtml>{<Inner />}</StaticHtml>, rules).found).toEqual([]);
  await settle();
  expect(reports()).toEqual([]);
});

test("each kind of component is named, once per part, with the part's id or tag", async () => {
  class Legacy extends Component {
    render() {
      return null;
    }
  }
  const Fancy = forwardRef<HTMLDivElement>(function FancyBox(_, ref) {
    return <div ref={ref} />;
  });
  const Quiet = memo(function QuietNote() {
    return null;
  });
  const Named = Object.assign(() => null, { displayName: "Tabs" });
  render(
    <>
      <StaticHtml as="section" id="features">
        <Legacy />
        <Fancy />
        <Quiet />
        <Quiet />
        <Link href={{ pathname: "/product/" }}>Products</Link>
      </StaticHtml>
      <StaticHtml as="footer">
        <Named />
      </StaticHtml>
    </>,
  );
  await settle();
  expect(reports().map((message) => message.split(" is inside")[0])).toEqual([
    "The client component <Legacy>",
    "The client component <FancyBox>",
    "The client component <QuietNote>",
    "Next's <Link> with an href that is not a string",
    "The client component <Tabs>",
  ]);
  expect(reports()[4]).toContain("the static part <footer>:");
});

test("a component still loading is reported once it loads", async () => {
  let load!: () => void;
  function MapView() {
    return null;
  }
  const Lazy = lazy(() => new Promise<{ default: typeof MapView }>((resolve) => (load = () => resolve({ default: MapView }))));
  const messages: string[] = [];
  reportClientComponents(<Lazy />, { tag: "section", id: "where" }, rules, (message) => messages.push(message));
  expect(messages).toEqual([]);
  load();
  await waitFor(() => expect(messages).toHaveLength(1));
  expect(messages[0]).toContain('<MapView> is inside the static part <section id="where">');
});

test("outside development nothing is checked", async () => {
  env.NODE_ENV = "test";
  function Chart() {
    return null;
  }
  render(
    <StaticHtml as="section" id="chart">
      <Chart />
    </StaticHtml>,
  );
  await settle();
  expect(reports()).toEqual([]);
});
