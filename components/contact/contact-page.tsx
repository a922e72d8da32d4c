import { company, companyText, getDeliveryText, getFormsPrivacy } from "@/lib/content";
import { HONEYPOT_FIELD, LANG_FIELD, type FormKind } from "@/lib/form-contract";
import { APPOINTMENT_SLOTS } from "@/lib/forms";
import { clientStrings, t } from "@/lib/i18n";
import { LocaleProvider } from "@/lib/i18n/client";
import { LOCALE_INFO } from "@/lib/i18n/locales";
import { requestLocale } from "@/lib/i18n/request-locale";
import { appointmentEmailTemplate, contactEmailTemplate, encodeMailtoComponent, mailText, preparedMailHref } from "@/lib/mailto";
import { staticPage } from "@/lib/pages";
import { Card } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { StaticHtml } from "@/components/ui/static-html";
import { Clock, Mail, MapPin, Phone } from "@/components/ui/static-icons";
import { PageHero } from "@/components/sections/page-hero";

import { AppointmentForm } from "./appointment-form";
import { ContactMessageForm } from "./contact-message-form";

// CSS shows it only where the forms' code cannot run (no JavaScript, or scripts failed): what a form does then, and an e-mail.
function NoScriptMail({ text, linkText, href, testId }: { text: string; linkText: string; href: string; testId: string }) {
  const [before, after] = text.split("{email}");
  return (
    <div
      data-testid={testId}
      className="mb-5 hidden rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-ink without-framework:block"
    >
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
  );
}

const ENDPOINT = process.env.NEXT_PUBLIC_FORMS_ENDPOINT;

// Posted besides the visible fields: the form kind, the page's language, and a field hidden from people that robots fill.
function Envelope({ kind }: { kind: FormKind }) {
  return (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name={LANG_FIELD} value={LOCALE_INFO[requestLocale()].tag} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${kind}-${HONEYPOT_FIELD}`}>{t("ui.honeypot")}</label>
        <input id={`${kind}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}

function ContactDetails() {
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
          {address.region}
          <br />
          {t("address.country")}
        </address>
      ),
    },
  ];
  return (
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
      <p className="mt-4 text-sm text-ink-muted">{t("contact.languagesNote")}</p>
    </Card>
  );
}

const contactForms = () => [
  {
    id: "message" as const,
    title: t("form.messageTitle"),
    noScript: t("form.noScriptMessage"),
    noScriptLink: t("form.noScriptMessageLink"),
    mail: () => contactEmailTemplate(company.email, mailText(t)),
    plainSubject: () => t("form.noScriptMessageSubject"),
    Form: ContactMessageForm,
  },
  {
    id: "appointment" as const,
    title: t("form.appointmentTitle"),
    noScript: t("form.noScriptAppointment"),
    noScriptLink: t("form.noScriptAppointmentLink"),
    mail: () => appointmentEmailTemplate(company.email, APPOINTMENT_SLOTS, mailText(t), requestLocale()),
    plainSubject: () => t("mail.appointmentSubjectBlank"),
    Form: AppointmentForm,
  },
];

export function ContactPage() {
  return (
    <>
      <PageHero page={staticPage("contact")} />
      <Section interactive aria-label={t("ui.contactDetailsAndForms")}>
        {/* The forms' own strings (labels, notices, the prepared e-mail) reach only this page's client code. */}
        <LocaleProvider locale={requestLocale()} strings={clientStrings(requestLocale(), { forms: true })}>
          <div className="grid gap-8 lg:grid-cols-3">
            <StaticHtml className="grid content-start gap-6">
              <ContactDetails />
              <Card>
                <h2 className="flex items-center gap-2 text-xl font-bold text-ink">
                  <Clock aria-hidden="true" className="size-5 text-accent-700" />
                  {t("contact.hoursTitle")}
                </h2>
                <ul className="mt-4 space-y-2 text-ink-soft">
                  <li>{companyText().officeHours.weekdays}</li>
                  <li>{companyText().officeHours.weekend}</li>
                </ul>
              </Card>
            </StaticHtml>
            {contactForms().map(({ id, title, noScript, noScriptLink, mail, plainSubject, Form }) => (
              <Card key={id} className="lg:col-span-1">
                <h2 id={`${id}-form-heading`} className="mb-5 text-xl font-bold text-ink">
                  {title}
                </h2>
                {ENDPOINT ? null : (
                  <NoScriptMail
                    testId={`${id}-noscript`}
                    text={noScript}
                    linkText={noScriptLink}
                    href={preparedMailHref(mail())}
                  />
                )}
                {ENDPOINT ? (
                  <Form to={company.email} envelope={<Envelope kind={id} />} deliveryText={getDeliveryText()} />
                ) : (
                  <Form
                    to={company.email}
                    mailAction={`mailto:${company.email}?subject=${encodeMailtoComponent(plainSubject())}`}
                  />
                )}
                {ENDPOINT ? <p className="mt-4 text-xs text-ink-muted">{getFormsPrivacy()}</p> : null}
              </Card>
            ))}
          </div>
        </LocaleProvider>
      </Section>
    </>
  );
}
