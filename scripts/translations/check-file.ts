// `npx tsx scripts/translations/check-file.ts <collection> <file>`: checks one translation file on its
// own (no build): every unit names an English item, carries all its prose and none of its facts, no
// prose is left in English, and its source hash is the English's current one.
import { resolve } from "node:path";

import { textProblems, untranslated, type Unit } from "@/lib/content/translation";
import { COLLECTIONS, englishUnits, type Collection } from "@/content/units";

import { sourceHash } from "./source-hash";

const [collection, file] = process.argv.slice(2);
if (!collection || !file || !COLLECTIONS.includes(collection as Collection)) {
  console.error(`Usage: npx tsx scripts/translations/check-file.ts <collection> <file>\nCollections: ${COLLECTIONS.join(", ")}`);
  process.exit(2);
}
const english = englishUnits[collection as Collection] as Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- tsx runs this as CommonJS
const exported = Object.values(require(resolve(file)) as Record<string, unknown>);
const units = exported.find((value) => value && typeof value === "object") as Record<string, Unit<unknown>> | undefined;
if (!units) {
  console.error(`${file} exports no object of units`);
  process.exit(1);
}
const problems: string[] = [];
for (const [key, unit] of Object.entries(units)) {
  if (!(key in english)) {
    problems.push(`${key}: no such ${collection} item in the English`);
    continue;
  }
  if (unit.source !== sourceHash(english[key]))
    problems.push(`${key}: source is ${unit.source}, the English is now ${sourceHash(english[key])}`);
  problems.push(...textProblems(english[key], unit.text).map((p) => `${key}: ${p}`));
  problems.push(...untranslated(english[key], unit.text).map((p) => `${key}: ${p}`));
}
if (problems.length) {
  console.error(`${problems.length} problem(s) in ${file}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(`${file}: ${Object.keys(units).length} ${collection} units OK.`);
