import { localeOrDefault, localePath, PREFIXED_LOCALES } from "@/lib/i18n/locales";
import { searchDocuments } from "@/lib/search/documents";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => PREFIXED_LOCALES.map((locale) => ({ locale }));

/** The locale's pages, linked at their own addresses. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const language = localeOrDefault(locale);
  return Response.json(searchDocuments(language).map((doc) => ({ ...doc, url: localePath(language, doc.url) })));
}
