import type { Metadata } from "next";

import { company } from "@/lib/content";
import { APPOINTMENT_SLOTS } from "@/lib/forms";
import { t } from "@/lib/i18n";
import { appointmentEmailTemplate, buildMailto, contactEmailTemplate, mailText, type MailtoParts } from "@/lib/mailto";
import { buildMetadata } from "@/lib/metadata";
import { routes } from "@/lib/routes";
import { formOutcomePages } from "@/content/pages";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/section";

type Outcome = keyof typeof formOutcomePages;
interface Props {
  params: Promise<{ outcome: Outcome }>;
}

export const dynamicParams = false;

// Built only with a forms endpoint: next.config.mjs adds the ".forms.tsx" page extension only then.
export function generateStaticParams(): { outcome: Outcome }[] {
  return [{ outcome: "sent" }, { outcome: "not-sent" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { outcome } = await params;
  const page = formOutcomePages[outcome];
  return buildMetadata({ title: page.title, description: page.description, path: `${routes.contact}${outcome}/`, noindex: true });
}

function mailHref(mail: MailtoParts): string {
  const link = buildMailto(mail);
  if (!link.ok) throw new Error(`Prepared e-mail for ${mail.subject || "a message"} is too long for a mail link`);
  return link.href;
}

export default async function FormOutcome({ params }: Props) {
  const { outcome } = await params;
  const page = formOutcomePages[outcome];
  return (
    <Container className="max-w-3xl py-16 sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{page.heading}</h1>
      <p className="mt-4 text-lg text-ink-muted">{page.description}</p>
      {"rules" in page ? (
        <>
          <h2 className="mt-10 text-xl font-bold text-ink">{page.rulesTitle}</h2>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-ink-soft">
            {page.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          <h2 className="mt-10 text-xl font-bold text-ink">{page.mailTitle}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a
                href={mailHref(contactEmailTemplate(company.email, mailText(t)))}
                className="font-semibold text-brand-800 underline underline-offset-4"
              >
                {page.messageLink}
              </a>
            </li>
            <li>
              <a
                href={mailHref(appointmentEmailTemplate(company.email, APPOINTMENT_SLOTS, mailText(t)))}
                className="font-semibold text-brand-800 underline underline-offset-4"
              >
                {page.appointmentLink}
              </a>
            </li>
          </ul>
        </>
      ) : null}
      <ButtonLink href={routes.contact} size="lg" className="mt-10">
        {page.back}
      </ButtonLink>
    </Container>
  );
}
