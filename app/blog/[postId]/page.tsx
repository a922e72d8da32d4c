import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getBlogPost, getBlogPosts } from "@/lib/content";
import { formatDate } from "@/lib/dates";
import { buildMetadata } from "@/lib/metadata";
import { routes } from "@/lib/routes";
import { blogPostingLd } from "@/lib/seo/structured-data";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Picture } from "@/components/ui/picture";
import { Container } from "@/components/ui/section";
import { BackLink } from "@/components/sections/back-link";
import { JsonLd } from "@/components/seo/json-ld";

type Params = { params: Promise<{ postId: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getBlogPosts().map((p) => ({ postId: p.id }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const post = getBlogPost((await params).postId);
  if (!post) return {};
  return buildMetadata({
    title: post.title,
    description: post.excerpt,
    path: routes.blogPost(post.id),
    type: "article",
    publishedTime: post.date,
    feed: "/blog/feed.xml",
  });
}

export default async function BlogPostPage({ params }: Params) {
  const post = getBlogPost((await params).postId);
  if (!post) notFound();
  return (
    <article>
      <JsonLd data={blogPostingLd(post)} />
      <Container className="max-w-4xl py-10 sm:py-14">
        <Breadcrumbs
          trail={[
            { name: "Home", path: routes.home },
            { name: "Blog", path: routes.blog },
            { name: post.title, path: routes.blogPost(post.id) },
          ]}
        />
        <div className="mt-6">
          <BackLink href={routes.blog} label="Back to Blog" />
        </div>
        <header className="mt-6">
          <p className="flex flex-wrap items-center gap-3 text-sm">
            <span className="rounded-full bg-brand-50 px-3 py-0.5 font-medium text-brand-800">{post.category}</span>
            <time dateTime={post.date} className="text-ink-muted">
              {formatDate(post.date)}
            </time>
            <span className="text-ink-muted">By {post.author}</span>
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-ink sm:text-5xl">{post.title}</h1>
          <p className="mt-4 text-xl text-ink-muted">{post.excerpt}</p>
        </header>
        <Picture
          src={post.imageUrl}
          alt={`Illustration for "${post.title}"`}
          width={1200}
          height={630}
          priority
          className="mt-8 w-full rounded-card border border-slate-200"
        />
        {/* Trusted HTML written by editors in content/blog.ts (checked by the content check). */}
        <div className="prose-article mx-auto mt-10 max-w-prose text-lg" dangerouslySetInnerHTML={{ __html: post.content }} />
        <footer className="mx-auto mt-10 max-w-prose border-t border-slate-200 pt-6">
          <h2 className="text-sm font-semibold tracking-wide text-ink uppercase">Tags</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-surface-raised px-3 py-1 text-sm text-ink-soft">
                #{tag}
              </li>
            ))}
          </ul>
        </footer>
      </Container>
    </article>
  );
}
