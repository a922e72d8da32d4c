import { Clock, Mail, MapPin, Phone } from "lucide-react";

import { AppointmentForm } from "@/components/contact/appointment-form";
import { ContactMessageForm } from "@/components/contact/contact-message-form";
import { PageHero } from "@/components/sections/page-hero";
import { Card, Section } from "@/components/ui/section";
import { company } from "@/lib/content";
import { t } from "@/lib/i18n/server";
import { buildMetadata } from "@/lib/metadata";
import { routes } from "@/lib/routes";

export const metadata = buildMetadata({
  title: "Contact Us",
  description: `${t("contact.subtitle")} Office hours: Monday to Friday, 9 AM to 6 PM.`,
  path: routes.contact,
});

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
            <ContactMessageForm to={company.email} />
          </Card>
          <Card className="lg:col-span-1">
            <h2 id="appointment-form-heading" className="mb-5 text-xl font-bold text-ink">
              {t("form.appointmentTitle")}
            </h2>
            <AppointmentForm to={company.email} />
          </Card>
        </div>
      </Section>
    </>
  );
}
