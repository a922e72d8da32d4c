import { chatCatalog } from "@/lib/chat/catalog";
import { localeOrDefault, PREFIXED_LOCALES } from "@/lib/i18n/locales";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => PREFIXED_LOCALES.map((locale) => ({ locale }));

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return Response.json(chatCatalog(localeOrDefault(locale)));
}
