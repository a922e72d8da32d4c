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

/** out/404.html renders the whole English document: each language has its own root layout (and 404: app/(intl)/[locale]/404/). */
export default function NotFound() {
  return (
    <RootDocument locale="en">
      <NotFoundContent />
    </RootDocument>
  );
}
