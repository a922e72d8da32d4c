import { rootMetadata, rootViewport } from "@/components/layout/root-document";
import { SiteDocument } from "@/app/site-document";

export const metadata = rootMetadata("en");
export const viewport = rootViewport;

export default function EnglishLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument locale="en">{children}</SiteDocument>;
}
