import { Clock, Mail, MapPin, Phone } from "lucide-react";

import { company } from "@/lib/content";
import { APPOINTMENT_SLOTS } from "@/lib/forms";
import { t } from "@/lib/i18n/server";
import { appointmentEmailTemplate, buildMailto, contactEmailTemplate, type MailtoParts } from "@/lib/mailto";
import { buildMetadata } from "@/lib/metadata";
import { routes } from "@/lib/routes";
import { Card, Section } from "@/components/ui/section";
import { AppointmentForm } from "@/components/contact/appointment-form";
import { ContactMessageForm } from "@/components/contact/contact-message-form";
import { PageHero } from "@/components/sections/page-hero";

export const metadata = buildMetadata({
  title: "Contact Us",
  description: `${t("contact.subtitle")} Office hours: Monday to Friday, 9 AM to 6 PM.`,
  path: routes.contact,
});

function templateHref(mail: MailtoParts): string {
  const link = buildMailto(mail);
  if (!link.ok) throw new Error(`Prepared e-mail for ${mail.subject || "a message"} is too long for a mail link`);
  return link.href;
}

/** Without JavaScript the forms stay disabled; this says why and offers a prepared e-mail. */
function NoScriptMail({ text, linkText, href, testId }: { text: string; linkText: string; href: string; testId: string }) {
  const [before, after] = text.split("{email}");
  return (
    <noscript>
      <div data-testid={testId} className="mb-5 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-ink">
        <p className="font-semibold">{t("form.noScriptTitle")}</p>
        <p className="mt-1">
          {before}
          <strong className="font-semibold">{company.email}</strong>
          {after}
        </p>
        <p className="mt-2">
          <a href={href} className="font-semibold text-brand-800 underline underline-offset-4">
            {linkText}
          </a>
        </p>
      </div>
    </noscript>
  );
}

export default function ContactPage() {
  const { address } = company;
  const details = [
    {
      icon: Mail,
      label: t("contact.emailLabel"),
      value: (
        <a href={`mailto:${company.email}`} className="text-brand-800 underline underline-offset-4">
          {company.email}
        </a>
      ),
    },
    {
      icon: Phone,
      label: t("contact.phoneLabel"),
      value: (
        <a href={`tel:${company.phoneE164}`} className="whitespace-nowrap text-brand-800 underline underline-offset-4">
          {company.phone}
        </a>
      ),
    },
    {
      icon: MapPin,
      label: t("contact.addressLabel"),
      value: (
        <address className="not-italic">
          {address.street}
          <br />
          {address.postalCode} {address.locality}
          <br />
          {address.region}, {address.country}
        </address>
      ),
    },
  ];
  return (
    <>
      <PageHero
        title={t("contact.title")}
        lead={t("contact.subtitle")}
        trail={[
          { name: "Home", path: routes.home },
          { name: "Contact", path: routes.contact },
        ]}
      />
      <Section aria-label="Contact details and forms">
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="grid content-start gap-6">
            <Card>
              <h2 className="text-xl font-bold text-ink">{t("contact.infoTitle")}</h2>
              <dl className="mt-4 space-y-4 text-ink-soft">
                {details.map(({ icon: DetailIcon, label, value }) => (
                  <div key={label}>
                    <dt className="flex items-center gap-2 text-sm font-semibold text-ink">
                      <DetailIcon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                      {label}
                    </dt>
                    <dd className="pl-6">{value}</dd>
                  </div>
                ))}
              </dl>
            </Card>
            <Card>
              <h2 className="flex items-center gap-2 text-xl font-bold text-ink">
                <Clock aria-hidden="true" className="size-5 text-accent-700" />
                {t("contact.hoursTitle")}
              </h2>
              <ul className="mt-4 space-y-2 text-ink-soft">
                <li>{company.officeHours.weekdays}</li>
                <li>{company.officeHours.weekend}</li>
              </ul>
            </Card>
          </div>
          <Card className="lg:col-span-1">
            <h2 id="message-form-heading" className="mb-5 text-xl font-bold text-ink">
              {t("form.messageTitle")}
            </h2>
            <NoScriptMail
              testId="message-noscript"
              text={t("form.noScriptMessage")}
              linkText={t("form.noScriptMessageLink")}
              href={templateHref(contactEmailTemplate(company.email))}
            />
            <ContactMessageForm to={company.email} />
          </Card>
          <Card className="lg:col-span-1">
            <h2 id="appointment-form-heading" className="mb-5 text-xl font-bold text-ink">
              {t("form.appointmentTitle")}
            </h2>
            <NoScriptMail
              testId="appointment-noscript"
              text={t("form.noScriptAppointment")}
              linkText={t("form.noScriptAppointmentLink")}
              href={templateHref(appointmentEmailTemplate(company.email, APPOINTMENT_SLOTS))}
            />
            <AppointmentForm to={company.email} />
          </Card>
        </div>
      </Section>
    </>
  );
}
