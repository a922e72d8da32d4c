// The brand font, cut to what the site sets: the glyphs its copy uses (plus all of ASCII, for what
// visitors type) and the weights its classes use (400–800): a phone downloads the cut, not Inter's whole
// Latin file, before it can show the text in Inter. Run before every build and dev server, so new copy
// always has its glyphs; a character the cut lacks (an accented letter typed into a form) still shows,
// in the metric-matched fallback.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import subsetFont from "subset-font";

import { filesUnder } from "../files";

const FONT_SOURCE = "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
const FONT_SUBSET = "app/fonts/inter-subset.woff2";
/** Keep in step with the weight range given to next/font in app/font.ts. */
const WEIGHTS = { min: 400, max: 800 };

/**
 * The OpenType features a browser applies without any font-feature-settings (the site sets none).
 * Inter's stylistic sets, character variants, fractions and tabular figures would otherwise keep
 * alternate glyphs nobody sees.
 */
const DEFAULT_FEATURES = ["ccmp", "locl", "rvrn", "mark", "mkmk", "kern", "liga", "clig", "calt", "rlig", "curs"];

const COPY_FOLDERS = ["content", "lib", "components", "app"];
const range = (from: number, to: number) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));
const ALWAYS = range(0x20, 0x7e);

function charactersToKeep(root: string): string {
  const chars = new Set(ALWAYS);
  for (const file of COPY_FOLDERS.flatMap((folder) => filesUnder(join(root, folder), (name) => /\.(ts|tsx|json)$/.test(name)))) {
    for (const char of readFileSync(file, "utf8")) if (char >= " ") chars.add(char);
  }
  return [...chars].sort().join("");
}

async function main() {
  const root = process.cwd();
  const source = readFileSync(join(root, FONT_SOURCE));
  // keepFeatures is in subset-font 2.x but not yet in its published types.
  const options: Parameters<typeof subsetFont>[2] & { keepFeatures: string[] } = {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
    keepFeatures: DEFAULT_FEATURES,
  };
  const subset = await subsetFont(source, charactersToKeep(root), options);
  mkdirSync(dirname(join(root, FONT_SUBSET)), { recursive: true });
  writeFileSync(join(root, FONT_SUBSET), subset);
  console.log(`Font: ${FONT_SUBSET}, ${subset.length} bytes (from ${source.length}).`);
}

void main();
