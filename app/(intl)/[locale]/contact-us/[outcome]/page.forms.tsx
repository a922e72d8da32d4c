import type { Metadata } from "next";

import { getFormOutcomePage } from "@/lib/content";
import { FORM_OUTCOMES, type FormOutcome } from "@/lib/form-contract";
import { localeOrDefault } from "@/lib/i18n/locales";
import { setRequestLocale } from "@/lib/i18n/request-locale";
import { buildMetadata } from "@/lib/metadata";
import { builtLocales } from "@/lib/pages/availability";
import { routes } from "@/content/routes";
import { FormOutcomePage } from "@/components/contact/form-outcome-page";

interface Props {
  params: Promise<{ locale: string; outcome: FormOutcome }>;
}

export const dynamicParams = false;

// Built only with a forms endpoint (next.config.mjs); the receiver sends a post from /es/contact-us/ here.
export const generateStaticParams = () =>
  builtLocales().flatMap((locale) => FORM_OUTCOMES.map((outcome) => ({ locale, outcome })));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, outcome } = await params;
  const page = getFormOutcomePage(outcome, localeOrDefault(locale));
  return buildMetadata({
    locale: localeOrDefault(locale),
    title: page.title,
    description: page.description,
    path: `${routes.contact}${outcome}/`,
    noindex: true,
  });
}

export default async function LocalizedFormOutcome({ params }: Props) {
  const { locale, outcome } = await params;
  setRequestLocale(localeOrDefault(locale));
  return <FormOutcomePage outcome={outcome} />;
}
