import type { Metadata } from "next";

import { company } from "@/lib/content";
import { translatorFor } from "@/lib/i18n";
import { rootMetadata, rootViewport } from "@/components/layout/root-document";
import { NotFoundContent } from "@/components/not-found/not-found-content";
import { SiteDocument } from "@/app/site-document";

export const viewport = rootViewport;

export const metadata: Metadata = {
  ...rootMetadata("en"),
  title: `${translatorFor("en")("notFound.pageTitle")} | ${company.name}`,
  description: translatorFor("en")("notFound.text"),
};

/** out/404.html renders the whole English document: each language has its own root layout (and 404: app/(intl)/[locale]/404/). */
export default function NotFound() {
  return (
    <SiteDocument locale="en">
      <NotFoundContent />
    </SiteDocument>
  );
}
