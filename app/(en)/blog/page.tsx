import { pageMetadata } from "@/lib/metadata";
import { staticPage } from "@/lib/pages";
import { BlogIndex } from "@/components/blog/blog-index";

export const metadata = pageMetadata(staticPage("blog"));

export default function BlogPage() {
  return <BlogIndex />;
}
