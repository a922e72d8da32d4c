import { existsSync } from "node:fs";
import { join } from "node:path";

import { LOCALES, PREFIXED_LOCALES } from "@/lib/i18n/locales";
import { coverage } from "@/lib/pages/availability";
import { chatDictionaries } from "@/content/chat";
import { chatAnswers } from "@/content/chat/answers";
import { uiStrings } from "@/content/i18n";
import { seoTexts } from "@/content/seo";
import { translations } from "@/content/translations";
import { glossary as esGlossary } from "@/content/translations/es/glossary";
import { glossary as frGlossary } from "@/content/translations/fr/glossary";
import { glossary as zhGlossary } from "@/content/translations/zh/glossary";
import { englishUnits } from "@/content/units";

import { loadContentBundle } from "./bundle";
import { allChatAnswerProblems, allStaleChatAnswers } from "./chat-answers";
import { checkContent } from "./check";
import { glossaryProblems } from "./glossary";
import { localeProblems } from "./locales";
import { shownProse, translatedProse } from "./prose";
import { seoReport } from "./seo";
import { coverageLines, translationProblems } from "./translations";
import { typeProblems } from "./type-check";
import { typographyProblems } from "./typography";

// `npm run content:check -- --strict`: a translation whose English has changed since fails the check.
const strict = process.argv.includes("--strict");
const publicDir = join(process.cwd(), "public");
const translationReport = translationProblems(englishUnits, translations, { strict });
const seo = seoReport();
const staleAnswers = allStaleChatAnswers();
const prose = translatedProse(translations);

async function main() {
  // The chat dictionaries load on demand (content/chat/index.ts); the typography check reads their replies.
  const chatResponses = Object.fromEntries(
    await Promise.all(
      Object.entries(chatDictionaries).map(async ([locale, load]) => [locale, (await load()).responses] as const),
    ),
  );
  // Every French and Chinese string the site shows: the translations, the UI strings, the chat, titles and descriptions.
  const shown = [...prose, ...shownProse({ uiStrings, chatResponses, chatAnswers, seo: seoTexts })];
  // Both run even when the types fail: tsx has stripped them, and the rules below still read the values.
  const problems = [
    ...localeProblems(LOCALES, { uiStrings, chat: chatDictionaries, translations }),
    ...typeProblems(),
    ...checkContent(loadContentBundle(), {
      assetExists: (sitePath) => existsSync(join(publicDir, decodeURIComponent(sitePath))),
    }),
    ...translationReport.errors,
    ...seo.errors,
    ...(strict ? seo.stale : []),
    ...allChatAnswerProblems(),
    ...(strict ? staleAnswers : []),
    // Each language's typography and the glossary's terms of the trade, in all it shows.
    ...typographyProblems(shown),
    ...glossaryProblems(shown, { es: esGlossary, fr: frGlossary, zh: zhGlossary }),
  ];

  // Information: a locale ships only its wholly translated pages.
  for (const locale of PREFIXED_LOCALES) for (const line of coverageLines(locale, coverage(locale))) console.log(line);
  for (const line of seo.pending) console.log(line);

  if (problems.length) {
    console.error(`Content check failed with ${problems.length} problem(s):`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  const warnings = [...translationReport.warnings, ...(strict ? [] : [...seo.stale, ...staleAnswers])];
  if (!warnings.length) console.log("Content check passed.");
  else {
    console.log(
      `Content check passed, with ${warnings.length} warning(s): translations whose English has changed since ` +
        "(update each text and its source; `--strict` fails on them):",
    );
    for (const w of warnings) console.log(`  - ${w}`);
  }
}

void main();
