import { pageMetadata } from "@/lib/metadata";
import { staticPage } from "@/lib/pages";
import { SolutionsIndex } from "@/components/solutions/solutions-index";

export const metadata = pageMetadata(staticPage("solutions"));

export default function SolutionsPage() {
  return <SolutionsIndex />;
}
