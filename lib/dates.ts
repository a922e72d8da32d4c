const displayFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

const pad = (n: number) => String(n).padStart(2, "0");

/** The calendar day a Date falls on where it was made (the day a visitor picked), as YYYY-MM-DD. */
export const toIsoDate = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export const formatDate = (date: string | Date): string =>
  displayFormat.format(new Date(`${typeof date === "string" ? date : toIsoDate(date)}T00:00:00Z`));

export const isIsoDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
