import { notFound } from "next/navigation";

import { isLocale, PREFIXED_LOCALES } from "@/lib/i18n/locales";
import { RootDocument, rootMetadata, rootViewport } from "@/components/layout/root-document";

type Props = { params: Promise<{ locale: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => PREFIXED_LOCALES.map((locale) => ({ locale }));
export const viewport = rootViewport;

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return isLocale(locale) ? rootMetadata(locale) : {};
}

export default async function LocaleLayout({ params, children }: Props & { children: React.ReactNode }) {
  const { locale } = await params;
  if (!isLocale(locale) || locale === "en") notFound();
  return <RootDocument locale={locale}>{children}</RootDocument>;
}
