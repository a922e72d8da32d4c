/** UI strings on the server; client components use `useT()` (lib/i18n/client.tsx), fed their locale's only by the root layout. */
import { uiStrings } from "@/content/i18n";
import { en, type TranslationKey } from "@/content/i18n/en";

import type { Locale } from "./locales";
import { requestLocale } from "./request-locale";
import { createTranslator, type TranslationParams } from "./translate";

export type UiStrings = Record<TranslationKey, string>;
/** Every locale's, one file each (content/i18n/index.ts). */
export const UI_STRINGS: Record<Locale, UiStrings> = uiStrings;

const translate = createTranslator(UI_STRINGS);

export type T = (key: TranslationKey, params?: TranslationParams) => string;

export const translatorFor =
  (locale: Locale): T =>
  (key, params) =>
    translate(locale, key, params);

export const isTranslationKey = (key: string): key is TranslationKey => Object.prototype.hasOwnProperty.call(en, key);

export const t: T = (key, params) => translate(requestLocale(), key, params);

/** Keys a page hands its client components (lib/i18n/client.tsx): every page's widgets; with `forms`, the contact forms' too. */
const PAGE_KEY = /^(chat|bots|language|widgets|framework|search)\.|^lang[A-Z]|^toast\.(label|close|region)$/;
const FORM_KEY = /^(form|toast|mail)\./;
export const clientStrings = (locale: Locale, { forms = false } = {}): Partial<UiStrings> =>
  Object.fromEntries(Object.entries(UI_STRINGS[locale]).filter(([key]) => PAGE_KEY.test(key) || (forms && FORM_KEY.test(key))));
