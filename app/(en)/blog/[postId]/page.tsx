import { blogPostRoute } from "@/lib/pages/routes";
import { BlogPost } from "@/components/blog/blog-post";

export const dynamicParams = false;
export const generateStaticParams = blogPostRoute.staticParams;
export const generateMetadata = blogPostRoute.metadata;

export default async function BlogPostPage({ params }: { params: Promise<{ postId: string }> }) {
  return <BlogPost post={await blogPostRoute.load(params)} />;
}
