"use client";

import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Send } from "lucide-react";

import { validateContact, type ContactValues } from "@/lib/forms";
import { HOLD_ATTRIBUTE, useHeldPress } from "@/lib/held-press";
import { useT } from "@/lib/i18n/client";
import { composeContactEmail, composeCopiedContactEmail, mailLinkUsage, mailText } from "@/lib/mailto";
import { noticeStore } from "@/lib/notices";
import type { DeliveryText } from "@/content/forms-delivery";

import { DeliveryFooter, plainSubmission, useDelivery } from "./delivery";
import { fieldClass, labelClass } from "./field-styles";
import { NameAndEmailFields, SubmitButton, TextField } from "./text-field";

const EMPTY: Required<ContactValues> = { name: "", email: "", subject: "", message: "" };

// Uncontrolled fields: what the visitor sees is sent, and text typed before hydration stays (a controlled one was reset).
function readFields(form: HTMLFormElement): Required<ContactValues> {
  const data = new FormData(form);
  const text = (name: keyof ContactValues) => String(data.get(name) ?? "");
  return { name: text("name"), email: text("email"), subject: text("subject"), message: text("message") };
}
const FIELD_LABEL_KEY = { name: "form.fullName", email: "form.email", subject: "form.subject", message: "form.message" } as const;

/**
 * `envelope`: what a post to the endpoint carries besides the fields, and its failure slot (server-rendered).
 * `mailAction`: without an endpoint, the `mailto:` the form submits to where its code never runs.
 */
export function ContactMessageForm(props: {
  to: string;
  envelope?: ReactNode;
  deliveryText?: DeliveryText;
  mailAction?: string;
}) {
  const t = useT();
  const { to } = props;
  const form = useRef<HTMLFormElement>(null);
  // Only the link-usage counter reads this copy of the fields.
  const [values, setValues] = useState(EMPTY);
  const delivery = useDelivery("message", props.deliveryText);

  // What was typed before the code ran; and from now on the notices, not the browser, report a missing field.
  useLayoutEffect(() => {
    if (!form.current) return;
    form.current.noValidate = true;
    setValues(readFields(form.current));
  }, []);
  useHeldPress(form, () => form.current?.requestSubmit());

  function clear() {
    form.current?.reset();
    setValues(EMPTY);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (delivery.busy()) return;
    const result = validateContact(readFields(event.currentTarget));
    if (!result.ok) {
      noticeStore.add(
        result.reason === "incomplete"
          ? { variant: "destructive", title: t("toast.incompleteFormTitle"), description: t("toast.incompleteFormDescription") }
          : {
              variant: "destructive",
              title: t("toast.tooLongTitle"),
              description: t("form.tooLong", { field: t(FIELD_LABEL_KEY[result.field]), count: result.count, max: result.max }),
            },
      );
      return;
    }
    const { submission } = result;
    const sent = await delivery.send(event, {
      fields: { name: submission.name, email: submission.email, subject: submission.subject, message: submission.message },
      record: submission,
      byMail: {
        mail: composeContactEmail(submission, to, mailText(t)),
        whenTooLong: { mail: composeCopiedContactEmail(submission, to, mailText(t)), copy: submission.message },
      },
    });
    if (sent) clear();
  }

  // Measured in the encoded link, not in characters: a CJK character costs 9, an emoji 12.
  const usage = mailLinkUsage(composeContactEmail(values, to, mailText(t)));
  return (
    <form
      ref={form}
      {...plainSubmission(props.mailAction)}
      {...{ [HOLD_ATTRIBUTE]: "" }}
      onSubmit={(e) => void onSubmit(e)}
      onChange={(e) => setValues(readFields(e.currentTarget))}
      aria-labelledby="message-form-heading"
      className="grid gap-4"
    >
      <NameAndEmailFields form="contact" t={t} />
      <TextField
        id="contact-subject"
        label={t("form.subject")}
        name="subject"
        type="text"
        required
        placeholder={t("form.subjectPlaceholder")}
      />
      <div>
        <label htmlFor="contact-message" className={labelClass}>
          {t("form.message")}
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          required
          placeholder={t("form.messagePlaceholder")}
          aria-describedby="contact-message-count contact-message-warning"
          className={fieldClass}
        />
        <p
          id="contact-message-count"
          data-state={usage.state}
          className={`mt-1 text-right text-xs ${usage.state === "over" ? "font-semibold text-red-700" : usage.state === "near" ? "font-semibold text-amber-800" : "text-ink-muted"}`}
        >
          {t("form.linkUsage", { percent: usage.percent })}
        </p>
        <p
          id="contact-message-warning"
          aria-live="polite"
          className={`mt-1 text-sm ${usage.state === "over" ? "font-medium text-red-700" : "text-amber-800"}`}
        >
          {usage.state === "over" ? t("form.linkOver") : usage.state === "near" ? t("form.linkNearlyFull") : null}
        </p>
      </div>
      <SubmitButton tone="brand">
        <Send aria-hidden="true" className="size-4" />
        {t("form.sendMessage")}
      </SubmitButton>
      <DeliveryFooter
        kind="message"
        deliveryText={props.deliveryText}
        envelope={props.envelope}
        form="contact"
        fields={{
          subject: { id: "contact-subject", label: t("form.subject") },
          message: { id: "contact-message", label: t("form.message") },
        }}
      />
    </form>
  );
}
