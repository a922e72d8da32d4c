import { pageMetadata } from "@/lib/metadata";
import { staticPage } from "@/lib/pages";
import { CareersPage } from "@/components/company/careers-page";

export const metadata = pageMetadata(staticPage("careers"));

export default function Careers() {
  return <CareersPage />;
}
