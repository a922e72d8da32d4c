import type { Metadata } from "next";

import { translatorFor } from "@/lib/i18n";
import { isLocale } from "@/lib/i18n/locales";
import { setRequestLocale } from "@/lib/i18n/request-locale";
import { builtLocales } from "@/lib/pages/availability";
import { NotFoundContent } from "@/components/not-found/not-found-content";

type Props = { params: Promise<{ locale: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => builtLocales().map((locale) => ({ locale }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = translatorFor(locale);
  // Served at any unknown path under /<locale>/: never to be indexed, as the English 404.html is not.
  return {
    title: { absolute: `${t("notFound.pageTitle")}${t("meta.titleSuffix")}` },
    description: t("notFound.text"),
    robots: { index: false, follow: true },
  };
}

/** Not a page of its own: the build moves it to out/<locale>/404.html, which hosts send with status 404 under /<locale>/. */
export default async function LocalizedNotFound({ params }: Props) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  return <NotFoundContent />;
}
