import Link from "next/link";
import { ArrowRight, Check } from "lucide-react";

import type { Product } from "@/lib/content/types";
import { routes } from "@/lib/routes";
import { Icon } from "@/components/ui/icon";

/** Product grid card: icon, name, tagline, the first 4 top features, Learn More. */
export function ProductCard({
  product,
  headingLevel = 2,
  features = 4,
}: {
  product: Product;
  headingLevel?: 2 | 3;
  features?: number;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card transition-shadow hover:shadow-lg">
      <span
        className="inline-flex size-12 items-center justify-center rounded-xl text-white"
        style={{ backgroundImage: `linear-gradient(135deg, ${product.colorFrom}, ${product.colorTo})` }}
      >
        <Icon name={product.icon} className="size-6" />
      </span>
      <Heading className="mt-4 text-lg font-semibold text-ink">{product.name}</Heading>
      <p className="mt-1 text-sm text-ink-muted">{product.tagline}</p>
      {features > 0 ? (
        <ul className="mt-4 space-y-2 text-sm text-ink-soft">
          {product.topFeatures.slice(0, features).map((f) => (
            <li key={f} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
              {f}
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        href={routes.product(product.id)}
        className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        Learn More<span className="sr-only"> about {product.name}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
