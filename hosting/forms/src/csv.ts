import { referenceFor } from "../../../lib/form-contract";
import { rowFlags, type Row } from "./store";

const COLUMNS = [
  "id",
  "reference",
  "kind",
  "received_at",
  "name",
  "email",
  "subject",
  "message",
  "date",
  "time",
  "spam",
  "notification",
  "flags",
  "lang",
  "mail",
];

// A cell starting with = + - @ or a tab would run as a formula when the file is opened in a spreadsheet.
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(rows: Row[]): string {
  const lines = rows.map((row) => {
    const fields = JSON.parse(row.fields) as Record<string, string>;
    const values: Record<string, string> = {
      ...fields,
      id: row.id,
      reference: referenceFor(row.id),
      kind: row.kind,
      received_at: row.received_at,
      spam: row.spam ? "yes" : "no",
      notification: row.notify_status,
      flags: rowFlags(row).join(" "),
      lang: row.lang ?? "",
      mail: row.mail_status,
    };
    return COLUMNS.map((column) => cell(values[column] ?? "")).join(",");
  });
  return [COLUMNS.join(","), ...lines].map((line) => `${line}\r\n`).join("");
}
