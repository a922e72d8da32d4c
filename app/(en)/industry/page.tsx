import { pageMetadata } from "@/lib/metadata";
import { staticPage } from "@/lib/pages";
import { IndustryIndex } from "@/components/industry/industry-index";

export const metadata = pageMetadata(staticPage("industries"));

export default function IndustriesPage() {
  return <IndustryIndex />;
}
