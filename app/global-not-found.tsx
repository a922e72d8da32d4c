import type { Metadata } from "next";

import { company } from "@/lib/content";
import { translatorFor } from "@/lib/i18n";
import { RootDocument, rootMetadata, rootViewport } from "@/components/layout/root-document";
import { NotFoundContent } from "@/components/not-found/not-found-content";

export const viewport = rootViewport;

export const metadata: Metadata = {
  ...rootMetadata("en"),
  title: `${translatorFor("en")("notFound.pageTitle")} | ${company.name}`,
  description: translatorFor("en")("notFound.text"),
};

/**
 * The page every host sends with status 404 (out/404.html). The site has a root layout per language,
 * so this one renders the whole English document itself (Next's `global-not-found`). Each other
 * language has its own (app/(intl)/[locale]/404/page.tsx), which hosts send under its prefix.
 */
export default function NotFound() {
  return (
    <RootDocument locale="en">
      <NotFoundContent />
    </RootDocument>
  );
}
