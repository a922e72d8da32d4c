// The translations under content/translations/, checked against the English they translate. Errors read
// like the rest of the check ("file: id: field: message"); a translation whose English has changed since
// (its `source` is not the English's hash) is a warning, or an error with `--strict`.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { textProblems, untranslated } from "@/lib/content/translation";
import type { LocaleCoverage } from "@/lib/pages/availability";
import { sourceHash } from "@/scripts/translations/source-hash";

const TRANSLATIONS_DIR = "content/translations";

export interface TranslationReport {
  /** Fail the check. */
  errors: string[];
  /** Listed after the check; it still passes. */
  warnings: string[];
}

export interface TranslationCheckOptions {
  /** A translation whose English has changed is an error, not a warning. */
  strict?: boolean;
  /** The file a unit is written in, for the messages (default: found by searching the locale's folder). */
  fileOf?: (locale: string, collection: string, key: string) => string;
}

type Units = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The command that prints the English a unit translates, with its current source hash. */
export const templateCommand = (locale: string, collection: string, key: string): string =>
  `npm run translation:template -- ${locale} ${collection} ${key}`;

/**
 * Every unit of every locale against the English: a key that names no English item, prose missing or a
 * fact translated (`textProblems`), prose left in English (`untranslated`) are errors; a `source` that is
 * not the English's current hash is a warning (an error when `strict`).
 */
export function translationProblems(
  english: Readonly<Record<string, Units>>,
  translations: Readonly<Record<string, object>>,
  { strict = false, fileOf = locateUnit }: TranslationCheckOptions = {},
): TranslationReport {
  const report: TranslationReport = { errors: [], warnings: [] };
  for (const [locale, content] of Object.entries(translations)) {
    for (const [collection, units] of Object.entries(content as Record<string, unknown>)) {
      if (units === undefined) continue;
      const englishItems = english[collection];
      if (!englishItems || !isObject(units)) {
        report.errors.push(`${TRANSLATIONS_DIR}/${locale}/index.ts: ${collection}: no such collection in the English`);
        continue;
      }
      for (const [key, unit] of Object.entries(units)) {
        if (unit === undefined) continue;
        const at = `${fileOf(locale, collection, key)}: ${key}`;
        if (!(key in englishItems)) {
          report.errors.push(`${at}: names no ${collection} item in the English (renamed or removed?)`);
          continue;
        }
        const item = englishItems[key];
        if (!isObject(unit) || typeof unit.source !== "string") {
          report.errors.push(`${at}: not a unit: write { source, text } (${templateCommand(locale, collection, key)})`);
          continue;
        }
        report.errors.push(...textProblems(item, unit.text).map((p) => `${at}: ${p}`));
        report.errors.push(...untranslated(item, unit.text).map((p) => `${at}: ${p}`));
        const current = sourceHash(item);
        if (unit.source !== current)
          (strict ? report.errors : report.warnings).push(
            `${at}: the English has changed since (source ${unit.source}, English now ${current}): ` +
              `\`${templateCommand(locale, collection, key)}\` prints it`,
          );
      }
    }
  }
  return report;
}

const folderCache = new Map<string, { file: string; text: string }[]>();

function localeFiles(locale: string): { file: string; text: string }[] {
  let files = folderCache.get(locale);
  if (!files) {
    const dir = join(TRANSLATIONS_DIR, locale);
    let names: string[] = [];
    try {
      names = readdirSync(join(process.cwd(), dir)).filter((name) => /\.ts$/.test(name) && name !== "index.ts");
    } catch {
      // No folder: messages name the index.
    }
    files = names.sort().map((name) => ({
      file: `${dir}/${name}`,
      text: readFileSync(join(process.cwd(), dir, name), "utf8"),
    }));
    folderCache.set(locale, files);
  }
  return files;
}

/**
 * The file of a locale's folder that holds a unit: the one translating `collection` (its units are
 * `satisfies … LocaleContent["collection"]`) with the key at the top level (`  "voice-bot": {`). Two
 * collections may share a key (`home` is a page and a company text), hence the collection first.
 */
export function locateUnit(locale: string, collection: string, key: string): string {
  const files = localeFiles(locale);
  const ofCollection = files.filter(({ text }) => text.includes(`LocaleContent["${collection}"]`));
  const unitAt = new RegExp(`^  (?:"${escape(key)}"|'${escape(key)}'|${escape(key)})\\s*:\\s*\\{`, "m");
  const found =
    ofCollection.find(({ text }) => unitAt.test(text)) ??
    (ofCollection.length === 1 ? ofCollection[0] : undefined) ??
    files.find(({ text }) => unitAt.test(text));
  return found?.file ?? `${TRANSLATIONS_DIR}/${locale}/index.ts`;
}

/** At most this many pages are named per unit a locale is waiting for. */
const PAGES_SHOWN = 6;

/**
 * A locale's coverage as information: one line (`es: 112 of 112 pages`), then, when pages are missing,
 * one line per unit they wait for, with the pages it holds back.
 */
export function coverageLines(locale: string, { built, missing }: LocaleCoverage): string[] {
  const total = built.size + missing.length;
  if (!missing.length) return [`${locale}: ${built.size} of ${total} pages`];
  const byNeed = new Map<string, string[]>();
  for (const { path, waitingFor } of missing) byNeed.set(waitingFor, [...(byNeed.get(waitingFor) ?? []), path]);
  const lines = [`${locale}: ${built.size} of ${total} pages; not built yet (${missing.length}), waiting for:`];
  for (const [need, paths] of byNeed) {
    const shown = paths.slice(0, PAGES_SHOWN).join(", ");
    const more = paths.length > PAGES_SHOWN ? ` and ${paths.length - PAGES_SHOWN} more` : "";
    lines.push(`    ${need}: ${shown}${more}`);
  }
  return lines;
}
