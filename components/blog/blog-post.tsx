import { blogAuthorRole } from "@/lib/content";
import { t } from "@/lib/i18n";
import { blogPostPage } from "@/lib/pages";
import { blogPostingLd } from "@/lib/seo/structured-data";
import { routes } from "@/content/routes";
import type { BlogPost as Post } from "@/content/types";
import { Picture } from "@/components/ui/picture";
import { Container } from "@/components/ui/section";
import { StaticHtml } from "@/components/ui/static-html";
import { BackLink } from "@/components/sections/back-link";
import { PageTrail } from "@/components/seo/page-trail";

import { CategoryPill, PostDate } from "./post-meta";

export function BlogPost({ post }: { post: Post }) {
  const page = blogPostPage(post);
  return (
    <StaticHtml as="article">
      <Container className="max-w-4xl py-10 sm:py-14">
        <PageTrail page={page} about={[blogPostingLd(post)]} />
        <div className="mt-6">
          <BackLink href={routes.blog} label={t("ui.backToBlog")} />
        </div>
        <header className="mt-6">
          <p className="flex flex-wrap items-center gap-3 text-sm">
            <CategoryPill category={post.category} />
            <PostDate date={post.date} />
            <span className="text-ink-muted">{t("ui.by", { author: post.author, role: blogAuthorRole(post) })}</span>
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-ink sm:text-5xl">{page.heading}</h1>
          <p className="mt-4 text-xl text-ink-muted">{page.lead}</p>
        </header>
        <Picture
          src={post.imageUrl}
          alt={t("ui.illustrationFor", { title: post.title })}
          width={1200}
          height={630}
          className="mt-8 w-full rounded-card border border-slate-200"
        />
        {/* Editors' HTML from content/blog.ts; the content check vets it before every build. */}
        <div className="prose-article mx-auto mt-10 max-w-prose text-lg" dangerouslySetInnerHTML={{ __html: post.content }} />
        <footer className="mx-auto mt-10 max-w-prose border-t border-slate-200 pt-6">
          <h2 className="text-sm font-semibold tracking-wide text-ink uppercase">{t("ui.tags")}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-surface-raised px-3 py-1 text-sm text-ink-soft">
                {/* No "#": a tag of several words ("Diseño conversacional") is not a hashtag. */}
                {tag}
              </li>
            ))}
          </ul>
        </footer>
      </Container>
    </StaticHtml>
  );
}
