import { staticRoute } from "@/lib/pages/routes";
import { AboutPage } from "@/components/company/about-page";

const route = staticRoute("about");

export const dynamicParams = false;
export const generateStaticParams = route.localeParams;
export const generateMetadata = route.localeMetadata;

export default async function LocalizedAboutPage({ params }: { params: Promise<{ locale: string }> }) {
  await route.enter(params);
  return <AboutPage />;
}
