import { t } from "@/lib/i18n";
import { noun } from "@/lib/i18n/grammar";
import { cn } from "@/lib/utils";
import { routes } from "@/content/routes";
import type { Product } from "@/content/types";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { MarkerList } from "@/components/ui/marker-list";
import { MoreLink } from "@/components/ui/more-link";
import { Check } from "@/components/ui/static-icons";

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
  // Laid out and painted only near the viewport (it halved /product/'s first layout); until then a typical card's height.
  const offscreen = cn(
    "[content-visibility:auto]",
    features > 0 ? "[contain-intrinsic-block-size:auto_25rem]" : "[contain-intrinsic-block-size:auto_12.25rem]",
  );
  return (
    <Card as="article" className={cn("flex h-full flex-col transition-shadow hover:shadow-lg", offscreen)}>
      <span
        className="inline-flex size-12 items-center justify-center rounded-xl text-white"
        style={{ backgroundImage: `linear-gradient(135deg, ${product.colorFrom}, ${product.colorTo})` }}
      >
        <Icon name={product.icon} className="size-6" />
      </span>
      <Heading className="mt-4 text-lg font-semibold text-ink">{product.name}</Heading>
      <p className="mt-1 text-sm text-ink-muted">{product.tagline}</p>
      {features > 0 ? (
        <MarkerList
          items={product.topFeatures.slice(0, features)}
          marker={Check}
          className="mt-4 space-y-2 text-sm text-ink-soft"
        />
      ) : null}
      <MoreLink
        href={routes.product(product.id)}
        label={t("ui.learnMore")}
        context={t("ui.aboutName", { name: noun("product", product.id, product.name) })}
        className="mt-auto pt-5 text-sm"
      />
    </Card>
  );
}
