import { localeOrDefault } from "@/lib/i18n/locales";
import { builtLocales } from "@/lib/pages/availability";
import { searchPages } from "@/lib/search/documents";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => builtLocales().map((locale) => ({ locale }));

/** The locale's pages search can return, linked at their own addresses. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return Response.json(searchPages(localeOrDefault(locale)));
}
