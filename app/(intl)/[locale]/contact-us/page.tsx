import { staticRoute } from "@/lib/pages/routes";
import { ContactPage } from "@/components/contact/contact-page";

const route = staticRoute("contact");

export const dynamicParams = false;
export const generateStaticParams = route.localeParams;
export const generateMetadata = route.localeMetadata;

export default async function LocalizedContactPage({ params }: { params: Promise<{ locale: string }> }) {
  await route.enter(params);
  return <ContactPage />;
}
