import { company, getFormOutcomePage } from "@/lib/content";
import type { FormOutcome } from "@/lib/form-contract";
import { APPOINTMENT_SLOTS } from "@/lib/forms";
import { t } from "@/lib/i18n";
import { requestLocale } from "@/lib/i18n/request-locale";
import { appointmentEmailTemplate, contactEmailTemplate, mailText, preparedMailHref } from "@/lib/mailto";
import { routes } from "@/content/routes";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/section";

/** Where a form posted without JavaScript lands: "sent", or "not-sent" with the rules and the message as a prepared e-mail. */
export function FormOutcomePage({ outcome }: { outcome: FormOutcome }) {
  const page = getFormOutcomePage(outcome);
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
                href={preparedMailHref(contactEmailTemplate(company.email, mailText(t)))}
                className="font-semibold text-brand-800 underline underline-offset-4"
              >
                {page.messageLink}
              </a>
            </li>
            <li>
              <a
                href={preparedMailHref(appointmentEmailTemplate(company.email, APPOINTMENT_SLOTS, mailText(t), requestLocale()))}
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
