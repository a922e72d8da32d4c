import { staticRoute } from "@/lib/pages/routes";
import { BlogIndex } from "@/components/blog/blog-index";

const route = staticRoute("blog");

export const dynamicParams = false;
export const generateStaticParams = route.localeParams;
export const generateMetadata = route.localeMetadata;

export default async function LocalizedBlogIndex({ params }: { params: Promise<{ locale: string }> }) {
  await route.enter(params);
  return <BlogIndex />;
}
