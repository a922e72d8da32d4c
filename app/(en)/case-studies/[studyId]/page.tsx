import { caseStudyRoute } from "@/lib/pages/routes";
import { CaseStudyDetail } from "@/components/case-studies/case-study-detail";

export const dynamicParams = false;
export const generateStaticParams = caseStudyRoute.staticParams;
export const generateMetadata = caseStudyRoute.metadata;

export default async function CaseStudyPage({ params }: { params: Promise<{ studyId: string }> }) {
  return <CaseStudyDetail study={await caseStudyRoute.load(params)} />;
}
