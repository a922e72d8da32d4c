import { existsSync } from "node:fs";
import { join } from "node:path";

import { loadContentBundle } from "./bundle";
import { checkContent } from "./check";

const publicDir = join(process.cwd(), "public");
const problems = checkContent(loadContentBundle(), {
  assetExists: (sitePath) => existsSync(join(publicDir, decodeURIComponent(sitePath))),
});

if (problems.length) {
  console.error(`Content check failed with ${problems.length} problem(s):`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log("Content check passed.");
