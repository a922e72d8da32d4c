// The declared locales (content/locales.ts) against the content registered for them: each locale needs its UI
// strings, its chat dictionary and, under a prefix, its translations with at least its home page. A locale
// declared without them fails the check, naming the file to write, before anything is built; content
// registered for a locale nobody declared fails too. `tsc` says the same of the registries' types; this says
// it where types are stripped (tsx), and says what an untranslated locale still waits for.
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { coverageOf } from "@/lib/pages/availability";
import { routes } from "@/content/routes";

/** The content registered per locale, as content/ exports it. */
export interface LocaleRegistries {
  /** content/i18n/index.ts */
  uiStrings: Readonly<Record<string, unknown>>;
  /** content/chat/index.ts */
  chat: Readonly<Record<string, unknown>>;
  /** content/translations/index.ts (the locales under a prefix) */
  translations: Readonly<Record<string, object | undefined>>;
}

const DECLARATION = "content/locales.ts";

/** Every problem of `declared` (the codes of content/locales.ts) against the registries, one line each. */
export function localeProblems(declared: readonly string[], registries: LocaleRegistries): string[] {
  const problems: string[] = [];
  const registry = (file: string, entries: Readonly<Record<string, unknown>>, allowed: readonly string[]) => {
    for (const code of Object.keys(entries))
      if (!allowed.includes(code)) problems.push(`${file}: ${code}: not a declared locale (${DECLARATION})`);
  };
  const prefixed = declared.filter((code) => code !== DEFAULT_LOCALE);

  for (const code of declared) {
    if (registries.uiStrings[code] === undefined)
      problems.push(
        `content/i18n/index.ts: ${code}: no UI strings: write content/i18n/${code}.ts (en.ts translated) and list it here`,
      );
    if (registries.chat[code] === undefined)
      problems.push(
        `content/chat/index.ts: ${code}: no chat dictionary: write content/chat/${code}.ts (en.ts translated) and list it here`,
      );
  }
  for (const code of prefixed) {
    const content = registries.translations[code];
    if (content === undefined)
      problems.push(
        `content/translations/index.ts: ${code}: no translations: write content/translations/${code}/index.ts ` +
          `(as es/index.ts) and list it here`,
      );
    const home = coverageOf(content).missing.find(({ path }) => path === routes.home);
    if (home)
      problems.push(
        `${DECLARATION}: ${code}: declared but untranslated, so nothing of it is built: ` +
          `its home page waits for ${home.waitingFor} (content/translations/${code}/)`,
      );
  }
  registry("content/i18n/index.ts", registries.uiStrings, declared);
  registry("content/chat/index.ts", registries.chat, declared);
  registry("content/translations/index.ts", registries.translations, prefixed);
  return problems;
}
