import { staticRoute } from "@/lib/pages/routes";
import { HomePage } from "@/components/sections/home-page";

const route = staticRoute("home");

export const dynamicParams = false;
export const generateStaticParams = route.localeParams;
export const generateMetadata = route.localeMetadata;

export default async function LocalizedHomePage({ params }: { params: Promise<{ locale: string }> }) {
  await route.enter(params);
  return <HomePage />;
}
