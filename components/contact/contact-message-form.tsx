"use client";

import { useState } from "react";
import { Send } from "lucide-react";

import { validateContact, type ContactValues } from "@/lib/forms";
import { tc } from "@/lib/i18n/client";
import { composeContactEmail, fieldLimits } from "@/lib/mailto";
import { STORAGE_KEYS } from "@/lib/safe-storage";
import { toastStore } from "@/lib/toast-queue";

import { sendByMail } from "./send-by-mail";
import { fieldClass, labelClass } from "./field-styles";

const EMPTY: Required<ContactValues> = { name: "", email: "", subject: "", message: "" };
const FIELD_LABEL_KEY = { name: "form.fullName", email: "form.email", subject: "form.subject", message: "form.message" } as const;

/** Send-a-message form (SPEC §2.8, §5, §7). */
export function ContactMessageForm({ to }: { to: string }) {
  const [values, setValues] = useState(EMPTY);
  const set = (field: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateContact(values);
    if (!result.ok) {
      toastStore.add(
        result.reason === "incomplete"
          ? { variant: "destructive", title: tc("toast.incompleteFormTitle"), description: tc("toast.incompleteFormDescription") }
          : {
              variant: "destructive",
              title: tc("toast.tooLongTitle"),
              description: tc("form.tooLong", { field: tc(FIELD_LABEL_KEY[result.field]), count: result.count, max: result.max }),
            },
      );
      return;
    }
    const sent = sendByMail({
      mail: composeContactEmail(result.submission, to),
      storageKey: STORAGE_KEYS.contactSubmissions,
      record: result.submission,
      successTitle: tc("toast.messageSentTitle"),
      successDescription: tc("toast.messageSentDescription"),
    });
    if (sent) setValues(EMPTY);
  }

  const messageCount = values.message.trim().length;
  return (
    <form action={`mailto:${to}`} method="post" encType="text/plain" onSubmit={onSubmit} aria-labelledby="message-form-heading" className="grid gap-4">
      <div>
        <label htmlFor="contact-name" className={labelClass}>
          {tc("form.fullName")}
        </label>
        <input id="contact-name" name="name" autoComplete="name" aria-required="true" value={values.name} onChange={set("name")} placeholder={tc("form.fullNamePlaceholder")} className={fieldClass} />
      </div>
      <div>
        <label htmlFor="contact-email" className={labelClass}>
          {tc("form.email")}
        </label>
        <input id="contact-email" name="email" type="email" autoComplete="email" aria-required="true" value={values.email} onChange={set("email")} placeholder={tc("form.emailPlaceholder")} className={fieldClass} />
      </div>
      <div>
        <label htmlFor="contact-subject" className={labelClass}>
          {tc("form.subject")}
        </label>
        <input id="contact-subject" name="subject" aria-required="true" value={values.subject} onChange={set("subject")} placeholder={tc("form.subjectPlaceholder")} className={fieldClass} />
      </div>
      <div>
        <label htmlFor="contact-message" className={labelClass}>
          {tc("form.message")}
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          aria-required="true"
          value={values.message}
          onChange={set("message")}
          placeholder={tc("form.messagePlaceholder")}
          aria-describedby="contact-message-count"
          className={fieldClass}
        />
        <p id="contact-message-count" className={`mt-1 text-right text-xs ${messageCount > fieldLimits.message ? "font-semibold text-red-700" : "text-ink-muted"}`}>
          {tc("form.characterCount", { count: messageCount, max: fieldLimits.message })}
        </p>
      </div>
      <button type="submit" className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        <Send aria-hidden="true" className="size-4" />
        {tc("form.sendMessage")}
      </button>
    </form>
  );
}
