import { pageMetadata } from "@/lib/metadata";
import { staticPage } from "@/lib/seo/pages";
import { ServicesDashboard } from "@/components/services/services-dashboard";

export const metadata = pageMetadata(staticPage("services"));

export default function ServicesPage() {
  return <ServicesDashboard />;
}
