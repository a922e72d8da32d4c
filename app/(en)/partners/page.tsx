import { pageMetadata } from "@/lib/metadata";
import { staticPage } from "@/lib/pages";
import { PartnersPage } from "@/components/partners/partners-page";

export const metadata = pageMetadata(staticPage("partners"));

export default function Partners() {
  return <PartnersPage />;
}
