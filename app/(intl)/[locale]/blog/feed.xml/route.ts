import { localeOrDefault } from "@/lib/i18n/locales";
import { builtLocales } from "@/lib/pages/availability";
import { blogFeed } from "@/lib/seo/blog-feed";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => builtLocales().map((locale) => ({ locale }));

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return blogFeed(localeOrDefault(locale));
}
