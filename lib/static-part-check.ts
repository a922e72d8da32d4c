// Dev only (<StaticHtml> imports it in `next dev`): reports what scripts/export/steps/static-html.ts refuses at build.

const LAZY = Symbol.for("react.lazy");
const ELEMENTS: unknown[] = [Symbol.for("react.transitional.element"), Symbol.for("react.element")];
const FORWARD_REF = Symbol.for("react.forward_ref");
const MEMO = Symbol.for("react.memo");

type Lazy = { $$typeof: symbol; _payload: unknown; _init: (payload: unknown) => unknown };
type Props = Record<string, unknown>;

export type StaticPartRules = { link: unknown; staticHtml: unknown };

export type ClientComponentInside = { type: object; name: string };

export type StaticPartChildren = { found: ClientComponentInside[]; pending: PromiseLike<unknown>[] };

const isObject = (value: unknown): value is Record<PropertyKey, unknown> => typeof value === "object" && value !== null;
const isThenable = (value: unknown): value is PromiseLike<unknown> => isObject(value) && typeof value.then === "function";
const isLazy = (value: unknown): value is Lazy => isObject(value) && value.$$typeof === LAZY && typeof value._init === "function";
const isPlainObject = (value: object) => [Object.prototype, null].includes(Object.getPrototypeOf(value));

export function componentName(type: unknown): string {
  if (typeof type === "function") return (type as { displayName?: string }).displayName || type.name;
  if (!isObject(type)) return "";
  if (typeof type.displayName === "string" && type.displayName) return type.displayName;
  return componentName(type.$$typeof === FORWARD_REF ? type.render : type.$$typeof === MEMO ? type.type : undefined);
}

// Flight hands each client component over as a lazy type: React's own read gives the component, or throws while it loads.
function readLazy(lazy: Lazy): { value: unknown } | { pending: PromiseLike<unknown> } | undefined {
  try {
    return { value: lazy._init(lazy._payload) };
  } catch (thrown) {
    return isThenable(thrown) ? { pending: thrown } : undefined;
  }
}

export function clientComponentsIn(children: unknown, rules: StaticPartRules): StaticPartChildren {
  const result: StaticPartChildren = { found: [], pending: [] };
  const seen = new Set<object>();
  const whenRead = (lazy: Lazy, then: (value: unknown) => void) => {
    const read = readLazy(lazy);
    if (read && "pending" in read) result.pending.push(read.pending);
    else if (read) then(read.value);
  };
  const visitElement = (type: unknown, props: Props): void => {
    if (isLazy(type)) return whenRead(type, (loaded) => visitElement(loaded, props));
    if (type === rules.staticHtml) return;
    const component = typeof type === "function" || (isObject(type) && [FORWARD_REF, MEMO].includes(type.$$typeof as symbol));
    if (component && !(type === rules.link && typeof props.href === "string")) {
      result.found.push({ type: type as object, name: componentName(type) });
    }
    visit(props);
  };
  const visit = (value: unknown): void => {
    if (!isObject(value) || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) value.forEach(visit);
    else if (isLazy(value)) whenRead(value, visit);
    else if (ELEMENTS.includes(value.$$typeof)) visitElement(value.type, value.props as Props);
    else if (isPlainObject(value)) Object.values(value).forEach(visit);
  };
  visit(children);
  return result;
}

export type StaticPart = { tag: string; id?: string; labelledBy?: string };

export function describePart({ tag, id, labelledBy }: StaticPart): string {
  if (id) return `<${tag} id="${id}">`;
  return labelledBy ? `<${tag} aria-labelledby="${labelledBy}">` : `<${tag}>`;
}

export function staticPartMessage(component: ClientComponentInside, rules: StaticPartRules, part: string): string {
  const link = component.type === rules.link;
  const name = `<${link ? "Link" : component.name || "Anonymous"}>`;
  return (
    `${link ? "Next's <Link> with an href that is not a string" : `The client component ${name}`} is inside the static ` +
    `part ${part}: it will not hydrate in the export, and \`next build\` will fail on it. The export's static-html step ` +
    "drops a static part's children from its hydration payload, so a static part may hold no client component but " +
    "Next's <Link> with a string href (or another static part). Mark the Section `interactive` (or render the part " +
    `without <StaticHtml>), or move ${name} out of it.`
  );
}

const reported = new WeakMap<object, Set<string>>();

export function reportClientComponents(
  children: unknown,
  part: StaticPart,
  rules: StaticPartRules,
  report: (message: string) => void = console.error,
): void {
  const where = describePart(part);
  const { found, pending } = clientComponentsIn(children, rules);
  for (const component of found) {
    const parts = reported.get(component.type) ?? new Set();
    reported.set(component.type, parts);
    if (parts.has(where)) continue;
    parts.add(where);
    report(staticPartMessage(component, rules, where));
  }
  if (pending.length) void Promise.allSettled(pending).then(() => reportClientComponents(children, part, rules, report));
}
