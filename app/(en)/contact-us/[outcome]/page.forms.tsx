import type { Metadata } from "next";

import { getFormOutcomePage } from "@/lib/content";
import { FORM_OUTCOMES, type FormOutcome } from "@/lib/form-contract";
import { buildMetadata } from "@/lib/metadata";
import { routes } from "@/content/routes";
import { FormOutcomePage } from "@/components/contact/form-outcome-page";

interface Props {
  params: Promise<{ outcome: FormOutcome }>;
}

export const dynamicParams = false;

// Built only with a forms endpoint: next.config.mjs adds the ".forms.tsx" page extension only then.
export const generateStaticParams = (): { outcome: FormOutcome }[] => FORM_OUTCOMES.map((outcome) => ({ outcome }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { outcome } = await params;
  const page = getFormOutcomePage(outcome, "en");
  return buildMetadata({ title: page.title, description: page.description, path: `${routes.contact}${outcome}/`, noindex: true });
}

export default async function FormOutcome({ params }: Props) {
  const { outcome } = await params;
  return <FormOutcomePage outcome={outcome} />;
}
