import { blogPostRoute } from "@/lib/pages/routes";
import { BlogPost } from "@/components/blog/blog-post";

export const dynamicParams = false;
export const generateStaticParams = blogPostRoute.localeParams;
export const generateMetadata = blogPostRoute.metadata;

export default async function LocalizedBlogPostPage({ params }: { params: Promise<{ locale: string; postId: string }> }) {
  return <BlogPost post={await blogPostRoute.load(params)} />;
}
