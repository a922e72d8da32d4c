import Link from "next/link";
import { ArrowRight } from "lucide-react";

import { getBlogPosts } from "@/lib/content";
import { formatDate } from "@/lib/dates";
import { buildMetadata } from "@/lib/metadata";
import { routes } from "@/lib/routes";
import { Picture } from "@/components/ui/picture";
import { Section } from "@/components/ui/section";
import { PageHero } from "@/components/sections/page-hero";

const LEAD =
  "Practical writing from our engineers and consultants on chatbots, voice bots, large language models, CRM and video contact centers.";

export const metadata = buildMetadata({ title: "Blog", description: LEAD, path: routes.blog, feed: "/blog/feed.xml" });

export default function BlogPage() {
  return (
    <>
      <PageHero
        title="Insights on AI and Customer Experience"
        lead={LEAD}
        trail={[
          { name: "Home", path: routes.home },
          { name: "Blog", path: routes.blog },
        ]}
      />
      <Section aria-label="Articles">
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {getBlogPosts().map((post) => (
            <li key={post.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card">
                <Picture src={post.imageUrl} alt="" width={1200} height={630} className="aspect-[1200/630] w-full object-cover" />
                <div className="flex flex-1 flex-col p-6">
                  <p className="flex items-center gap-2 text-sm">
                    <span className="rounded-full bg-brand-50 px-3 py-0.5 font-medium text-brand-800">{post.category}</span>
                    <time dateTime={post.date} className="text-ink-muted">
                      {formatDate(post.date)}
                    </time>
                  </p>
                  <h2 className="mt-3 text-xl font-semibold text-ink">{post.title}</h2>
                  <p className="mt-2 flex-1 text-ink-muted">{post.excerpt}</p>
                  <Link
                    href={routes.blogPost(post.id)}
                    className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline"
                  >
                    Read More<span className="sr-only">: {post.title}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
