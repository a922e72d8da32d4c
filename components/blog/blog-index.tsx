import { getBlogPosts } from "@/lib/content";
import { t } from "@/lib/i18n";
import { staticPage } from "@/lib/pages";
import { routes } from "@/content/routes";
import { Card } from "@/components/ui/card";
import { MoreLink } from "@/components/ui/more-link";
import { Picture } from "@/components/ui/picture";
import { Section } from "@/components/ui/section";
import { PageHero } from "@/components/sections/page-hero";

import { CategoryPill, PostDate } from "./post-meta";

export function BlogIndex() {
  return (
    <>
      <PageHero page={staticPage("blog")} />
      <Section aria-label={t("ui.articles")}>
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {getBlogPosts().map((post) => (
            <li key={post.id}>
              <Card as="article" padding="flush" className="flex h-full flex-col overflow-hidden">
                <Picture src={post.imageUrl} alt="" width={1200} height={630} className="aspect-[1200/630] w-full object-cover" />
                <div className="flex flex-1 flex-col p-6">
                  <p className="flex items-center gap-2 text-sm">
                    <CategoryPill category={post.category} />
                    <PostDate date={post.date} />
                  </p>
                  <h2 className="mt-3 text-xl font-semibold text-ink">{post.title}</h2>
                  <p className="mt-2 flex-1 text-ink-muted">{post.excerpt}</p>
                  <MoreLink
                    href={routes.blogPost(post.id)}
                    label={t("ui.readMore")}
                    context={t("ui.aboutTitle", { title: post.title })}
                    className="mt-5"
                  />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
