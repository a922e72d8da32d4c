import { staticRoute } from "@/lib/pages/routes";
import { CaseStudyList } from "@/components/case-studies/case-study-list";

const route = staticRoute("caseStudies");

export const dynamicParams = false;
export const generateStaticParams = route.localeParams;
export const generateMetadata = route.localeMetadata;

export default async function LocalizedCaseStudyList({ params }: { params: Promise<{ locale: string }> }) {
  await route.enter(params);
  return <CaseStudyList />;
}
