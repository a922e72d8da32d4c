import { pageMetadata } from "@/lib/metadata";
import { staticPage } from "@/lib/pages";
import { CaseStudyList } from "@/components/case-studies/case-study-list";

export const metadata = pageMetadata(staticPage("caseStudies"));

export default function CaseStudiesPage() {
  return <CaseStudyList />;
}
