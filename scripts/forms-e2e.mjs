// `npm run test:forms`: the contact forms against the real receiver. Builds the export with
// NEXT_PUBLIC_FORMS_ENDPOINT set into out-forms/ (out/, if present, is set aside and put back, so the
// other checks keep their export), installs the receiver's own packages on first use, and runs
// playwright.forms.config.ts, which starts the static server, the receiver in workerd and a local
// webhook, and stops them all when done.
import { execSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";

// The receiver's address in the tests (tests/forms-e2e/ports.ts).
const ENDPOINT = "http://127.0.0.1:8787/submit";

const run = (command, env = {}) => execSync(command, { stdio: "inherit", env: { ...process.env, ...env } });

run("npm run forms:install --silent");

if (process.env.FORMS_E2E_REUSE_BUILD !== "1" || !existsSync("out-forms/index.html")) {
  const aside = existsSync("out") ? "out-before-forms" : null;
  rmSync("out-forms", { recursive: true, force: true });
  if (aside) {
    rmSync(aside, { recursive: true, force: true });
    renameSync("out", aside);
  }
  try {
    // Only the local server serves this export, and it compresses on the fly: no Brotli 11 over 3,000 files.
    // The share images are those of the first build (drawn again only when their inputs change). The tests
    // visit the contact pages only: each kind of detail page is exported for its first item alone.
    run("npm run build", {
      NEXT_PUBLIC_FORMS_ENDPOINT: ENDPOINT,
      SITE_TYPECHECKED: "1",
      SITE_PRECOMPRESS: "0",
      SITE_EXPORT_SCOPE: "sample",
      EXPORT_KEEP_SAMPLES: "0",
    });
    renameSync("out", "out-forms");
  } finally {
    rmSync("out", { recursive: true, force: true });
    if (aside) renameSync(aside, "out");
  }
}

run("npx playwright test -c playwright.forms.config.ts");
