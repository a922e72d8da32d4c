import type { ReactNode } from "react";

import { requestLocale } from "@/lib/i18n/request-locale";
import { labelGap } from "@/lib/i18n/typography";
import { Picture } from "@/components/ui/picture";
import { Section } from "@/components/ui/section";

/**
 * The overview of a product or a service page: its heading and paragraphs in three columns of five,
 * an optional "who it is for" box under them, and the item's illustration in the other two.
 */
export function DetailOverview({
  title,
  before,
  children,
  highlight,
  image,
}: {
  title: string;
  /** Above the heading (the product page's way back to the list). */
  before?: ReactNode;
  /** The overview's paragraphs. */
  children: ReactNode;
  /** A labelled sentence in a tinted box under the paragraphs. */
  highlight?: { label: string; text: string };
  image: { src: string; alt: string };
}) {
  return (
    <Section aria-labelledby="overview-heading">
      <div className="grid gap-10 lg:grid-cols-5 lg:items-start">
        <div className="lg:col-span-3">
          {before}
          <h2 id="overview-heading" className={`${before ? "mt-6" : ""}text-3xl font-bold tracking-tight text-ink`}>
            {title}
          </h2>
          {children}
          {highlight ? (
            <p className="mt-6 rounded-card bg-brand-50 p-5 text-ink-soft">
              <strong className="text-ink">{highlight.label}</strong>
              {labelGap(requestLocale())}
              {highlight.text}
            </p>
          ) : null}
        </div>
        <Picture
          src={image.src}
          alt={image.alt}
          width={1200}
          height={800}
          className="w-full rounded-card border border-slate-200 bg-white shadow-card lg:col-span-2"
        />
      </div>
    </Section>
  );
}
