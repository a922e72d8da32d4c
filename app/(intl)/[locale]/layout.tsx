import { notFound } from "next/navigation";

import { isLocale } from "@/lib/i18n/locales";
import { builtLocales } from "@/lib/pages/availability";
import { rootMetadata, rootViewport } from "@/components/layout/root-document";
import { SiteDocument } from "@/app/site-document";

type Props = { params: Promise<{ locale: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => builtLocales().map((locale) => ({ locale }));
export const viewport = rootViewport;

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return isLocale(locale) ? rootMetadata(locale) : {};
}

export default async function LocaleLayout({ params, children }: Props & { children: React.ReactNode }) {
  const { locale } = await params;
  if (!isLocale(locale) || locale === "en") notFound();
  return <SiteDocument locale={locale}>{children}</SiteDocument>;
}
