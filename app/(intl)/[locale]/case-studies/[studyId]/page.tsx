import { caseStudyRoute } from "@/lib/pages/routes";
import { CaseStudyDetail } from "@/components/case-studies/case-study-detail";

export const dynamicParams = false;
export const generateStaticParams = caseStudyRoute.localeParams;
export const generateMetadata = caseStudyRoute.metadata;

export default async function LocalizedCaseStudyPage({ params }: { params: Promise<{ locale: string; studyId: string }> }) {
  return <CaseStudyDetail study={await caseStudyRoute.load(params)} />;
}
