import { pageMetadata } from "@/lib/metadata";
import { staticPage } from "@/lib/pages";
import { ServicesDashboard } from "@/components/services/services-dashboard";

export const metadata = pageMetadata(staticPage("services"));

export default function ServicesPage() {
  return <ServicesDashboard />;
}
