// `npm run translation:template -- <locale> <collection> [key ...]`: prints a translation file for the
// English units named (all of the collection by default), with their current source hashes and their
// English prose to translate in place. Paste it under content/translations/<locale>/.
import { textOf } from "@/lib/content/translation";
import { COLLECTIONS, englishUnits, type Collection } from "@/content/units";

import { sourceHash } from "./source-hash";

const [locale, collection, ...keys] = process.argv.slice(2);
if (!locale || !collection || !COLLECTIONS.includes(collection as Collection)) {
  console.error(`Usage: npm run translation:template -- <locale> <collection> [key ...]\nCollections: ${COLLECTIONS.join(", ")}`);
  process.exit(2);
}
const units = englishUnits[collection as Collection] as Record<string, unknown>;
const unknown = keys.filter((key) => !(key in units));
if (unknown.length) {
  console.error(`${collection} has no ${unknown.join(", ")}. Keys: ${Object.keys(units).join(", ")}`);
  process.exit(2);
}
const chosen = keys.length ? keys : Object.keys(units);
const body = chosen
  .map(
    (key) =>
      `  ${JSON.stringify(key)}: {\n    source: "${sourceHash(units[key])}",\n    text: ${JSON.stringify(textOf(units[key]), null, 2).replace(/\n/g, "\n    ")},\n  },`,
  )
  .join("\n");
console.log(`import type { LocaleContent } from "@/content/units";

/** ${locale}: ${collection}. */
export const ${collection.replace(/[^A-Za-z0-9]/g, "_")} = {
${body}
} satisfies NonNullable<LocaleContent[${JSON.stringify(collection)}]>;`);
