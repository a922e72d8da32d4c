// React's Flight format, as Next exports it in `index.txt`: rows of `<hex id>:<row>`. A model row is
// JSON ending at a newline; a text row (`T<hex byte length>,<text>`) carries its length instead,
// so it may hold newlines; others (`I` client references, `HL` hints, `E` errors) end at a newline.
// Elements are arrays `["$", type, key, props]`; a string `"$<hex>"` (or `"$L<hex>"`, `"$@<hex>"`,
// with an optional `:path`) points at another row, and a `$$` string is a plain one that starts with `$`.

export type FlightRow = {
  /** The row's id in hex; empty for hints, which belong to no row. */
  id: string;
  /** Everything after `id:`, as written (a text row with its `T<length>,` header, a line row without its newline). */
  body: string;
  /** A text row has no newline after it. */
  text: boolean;
};

/** The rows of a Flight payload, in order. Throws on anything it cannot read back exactly. */
export function parseFlight(payload: string): FlightRow[] {
  const bytes = Buffer.from(payload, "utf8");
  const rows: FlightRow[] = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at);
    if (colon < 0) throw new Error(`Flight payload: a row without "id:" at byte ${at}`);
    const id = bytes.toString("latin1", at, colon);
    if (!/^[0-9a-f]*$/.test(id)) throw new Error(`Flight payload: "${id.slice(0, 20)}" is not a row id (byte ${at})`);
    const start = colon + 1;
    if (bytes[start] === 0x54 /* T */) {
      const comma = bytes.indexOf(0x2c, start);
      const length = parseInt(bytes.toString("latin1", start + 1, comma), 16);
      if (comma < 0 || Number.isNaN(length)) throw new Error(`Flight payload: text row ${id} without a length`);
      const end = comma + 1 + length;
      rows.push({ id, body: bytes.toString("utf8", start, end), text: true });
      at = end;
    } else {
      const newline = bytes.indexOf(0x0a, start);
      const end = newline < 0 ? bytes.length : newline;
      rows.push({ id, body: bytes.toString("utf8", start, end), text: false });
      at = end + 1;
    }
  }
  return rows;
}

export function serializeFlight(rows: readonly FlightRow[]): string {
  return rows.map((row) => `${row.id}:${row.body}${row.text ? "" : "\n"}`).join("");
}

/** A model row's JSON value, or undefined for a row that is not one (text, client reference, hint). */
export function modelOf(row: FlightRow): unknown {
  if (row.text || !/^[[{"]/.test(row.body)) return undefined;
  return JSON.parse(row.body);
}

/** The row a `$…` string points at, if it points at one. */
export function referencedRow(value: string): string | undefined {
  return /^\$[A-Za-z@]?([0-9a-f]+)(?::|$)/.exec(value)?.[1];
}

/** The rows `value` points at, anywhere inside it. */
export function referencesIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    const id = value.startsWith("$$") ? undefined : referencedRow(value);
    if (id !== undefined) found.add(id);
  } else if (Array.isArray(value)) value.forEach((item) => referencesIn(item, found));
  else if (value && typeof value === "object") Object.values(value).forEach((item) => referencesIn(item, found));
  return found;
}

/** A client reference row's value, `[module, chunks, exportName, …]`, or undefined for any other row. */
export function clientReferenceOf(row: FlightRow): unknown[] | undefined {
  return !row.text && row.body.startsWith("I[") ? (JSON.parse(row.body.slice(1)) as unknown[]) : undefined;
}

/** A client reference row's export name, with a deduplicated name looked up. */
export function clientExportName(row: FlightRow, byId: ReadonlyMap<string, FlightRow>): string | undefined {
  const name = clientReferenceOf(row)?.[2];
  if (typeof name !== "string") return undefined;
  if (!name.startsWith("$") || name.startsWith("$$")) return name.replace(/^\$\$/, "$");
  const target = byId.get(referencedRow(name) ?? "");
  const value = target ? modelOf(target) : undefined;
  return typeof value === "string" ? value : undefined;
}

/** Every element `["$", type, key, props]` inside `value`, outermost first. */
export function* elementsIn(value: unknown): Generator<[string, unknown, Record<string, unknown>]> {
  if (Array.isArray(value)) {
    if (value[0] === "$" && typeof value[1] === "string" && value.length === 4 && value[3] && typeof value[3] === "object") {
      yield [value[1], value[2], value[3] as Record<string, unknown>];
    }
    for (const item of value) yield* elementsIn(item);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) yield* elementsIn(item);
  }
}
