import type { Locale } from "@/lib/i18n/locales";
import { RootDocument } from "@/components/layout/root-document";

import { inter } from "./font";

import "./globals.css";

/** The root document with the app's font and stylesheet, for every root layout (components/ never import from app/). */
export function SiteDocument({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <RootDocument locale={locale} fontClassName={inter.variable}>
      {children}
    </RootDocument>
  );
}
