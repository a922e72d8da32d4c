import { existsSync } from "node:fs";
import { join } from "node:path";

import { loadContentBundle } from "./bundle";
import { checkContent } from "./check";
import { typeProblems } from "./type-check";

const publicDir = join(process.cwd(), "public");
// Both run even when the types fail: tsx has stripped them, and the rules below still read the values.
const problems = [
  ...typeProblems(),
  ...checkContent(loadContentBundle(), {
    assetExists: (sitePath) => existsSync(join(publicDir, decodeURIComponent(sitePath))),
  }),
];

if (problems.length) {
  console.error(`Content check failed with ${problems.length} problem(s):`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log("Content check passed.");
