"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";

import type { TranslationKey } from "@/content/i18n/en";

import { DEFAULT_LOCALE, type Locale } from "./locales";
import { interpolate, type TranslationParams } from "./translate";

type Strings = Partial<Record<TranslationKey, string>>;
const LocaleContext = createContext<{ locale: Locale; strings: Strings }>({ locale: DEFAULT_LOCALE, strings: {} });

export function LocaleProvider({ locale, strings, children }: { locale: Locale; strings: Strings; children: ReactNode }) {
  const value = useMemo(() => ({ locale, strings }), [locale, strings]);
  return <LocaleContext value={value}>{children}</LocaleContext>;
}

export const useLocale = (): Locale => useContext(LocaleContext).locale;

export type ClientT = (key: TranslationKey, params?: TranslationParams) => string;

/** The page's UI strings in a client component; a missing string shows its key. */
export function useT(): ClientT {
  const { strings } = useContext(LocaleContext);
  return useMemo(() => (key, params) => interpolate(strings[key] ?? key, params), [strings]);
}
