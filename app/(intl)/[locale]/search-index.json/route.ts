import { localeOrDefault, localePath } from "@/lib/i18n/locales";
import { builtLocales } from "@/lib/pages/availability";
import { searchDocuments } from "@/lib/search/documents";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => builtLocales().map((locale) => ({ locale }));

/** The locale's pages, linked at their own addresses. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const language = localeOrDefault(locale);
  return Response.json(searchDocuments(language).map((doc) => ({ ...doc, url: localePath(language, doc.url) })));
}
