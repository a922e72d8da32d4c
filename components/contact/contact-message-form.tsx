"use client";

import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Send } from "lucide-react";

import { validateContact, type ContactValues } from "@/lib/forms";
import { useT } from "@/lib/i18n/client";
import { composeContactEmail, composeCopiedContactEmail, mailLinkUsage, mailText } from "@/lib/mailto";
import { noticeStore } from "@/lib/notices";
import { STORAGE_KEYS } from "@/lib/safe-storage";
import { useHydrated } from "@/lib/use-hydrated";
import type { DeliveryText } from "@/content/forms-delivery";

import { setFailure } from "./delivery-store";
import { fieldClass, labelClass } from "./field-styles";
import { loadSender } from "./load-sender";
import { sendByMail } from "./send-by-mail";
import { TextField } from "./text-field";

// Inlined at build time ("" when unset), so without an endpoint the code that uses it drops out.
const ENDPOINT = process.env.NEXT_PUBLIC_FORMS_ENDPOINT;
const DeliverySlot = ENDPOINT ? lazy(() => import("./delivery-slot").then((m) => ({ default: m.DeliverySlot }))) : null;

/** The failure panel's "Send by email instead" submits with this marker. */
const viaMail = (event: React.FormEvent<HTMLFormElement>) =>
  ((event.nativeEvent as SubmitEvent).submitter as HTMLElement | null)?.dataset.via === "mail";

const EMPTY: Required<ContactValues> = { name: "", email: "", subject: "", message: "" };

// Uncontrolled fields: what the visitor sees is sent, and text typed before hydration stays (a controlled one was reset).
function readFields(form: HTMLFormElement): Required<ContactValues> {
  const data = new FormData(form);
  const text = (name: keyof ContactValues) => String(data.get(name) ?? "");
  return { name: text("name"), email: text("email"), subject: text("subject"), message: text("message") };
}
const FIELD_LABEL_KEY = { name: "form.fullName", email: "form.email", subject: "form.subject", message: "form.message" } as const;

/** `envelope`: what a post to the endpoint carries besides the fields, and its failure slot (server-rendered). */
export function ContactMessageForm(props: { to: string; envelope?: ReactNode; deliveryText?: DeliveryText }) {
  const t = useT();
  const { to } = props;
  const form = useRef<HTMLFormElement>(null);
  // Only the link-usage counter reads this copy of the fields.
  const [values, setValues] = useState(EMPTY);
  const sending = useRef(false);
  const hydrated = useHydrated();

  useEffect(() => {
    if (form.current) setValues(readFields(form.current));
  }, []);

  function clear() {
    form.current?.reset();
    setValues(EMPTY);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
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
    sending.current = true;
    if (ENDPOINT && !viaMail(event)) {
      const honeypot = String(new FormData(event.currentTarget).get("website") ?? "");
      const sender = await loadSender("message");
      if (!sender) {
        sending.current = false;
        return;
      }
      const { name, email, subject, message } = result.submission;
      const sent = await sender.sendToEndpoint({
        text: props.deliveryText!,
        endpoint: ENDPOINT,
        kind: "message",
        fields: { name, email, subject, message },
        honeypot,
        storageKey: STORAGE_KEYS.contactSubmissions,
        record: result.submission,
        successTitle: t("toast.messageSentTitle"),
      });
      sending.current = false;
      if (sent) clear();
      return;
    }
    const outcome = await sendByMail({
      t,
      mail: composeContactEmail(result.submission, to, mailText(t)),
      storageKey: STORAGE_KEYS.contactSubmissions,
      record: ENDPOINT ? { ...result.submission, delivery: "mail" } : result.submission,
      successTitle: t("toast.messageSentTitle"),
      successDescription: t("toast.messageSentDescription"),
      whenTooLong: { mail: composeCopiedContactEmail(result.submission, to, mailText(t)), copy: result.submission.message },
    });
    sending.current = false;
    if (ENDPOINT && outcome !== "refused") setFailure("message", null);
    // After a copy the text stays in the form, in case the visitor needs to copy it again.
    if (outcome === "sent") clear();
  }

  // Measured in the encoded link, not in characters: a CJK character costs 9, an emoji 12.
  const usage = mailLinkUsage(composeContactEmail(values, to, mailText(t)));
  return (
    <form
      ref={form}
      noValidate
      {...(ENDPOINT ? { method: "post", action: ENDPOINT } : {})}
      onSubmit={(e) => void onSubmit(e)}
      onChange={(e) => setValues(readFields(e.currentTarget))}
      aria-labelledby="message-form-heading"
      className="grid gap-4"
    >
      {/* With an endpoint the form also works before and without the script, as a plain post. */}
      <fieldset disabled={!ENDPOINT && !hydrated} className="contents">
        {/* The visible heading names the form; this fieldset only disables it until the script runs. */}
        <legend className="sr-only">{t("form.messageTitle")}</legend>
        <TextField
          id="contact-name"
          label={t("form.fullName")}
          name="name"
          type="text"
          autoComplete="name"
          required
          placeholder={t("form.fullNamePlaceholder")}
        />
        <TextField
          id="contact-email"
          label={t("form.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder={t("form.emailPlaceholder")}
        />
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
        <button
          type="submit"
          className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          <Send aria-hidden="true" className="size-4" />
          {t("form.sendMessage")}
        </button>
        {ENDPOINT && DeliverySlot ? (
          <>
            <Suspense fallback={null}>
              <DeliverySlot
                text={props.deliveryText!}
                kind="message"
                fields={{
                  name: { id: "contact-name", label: t("form.fullName") },
                  email: { id: "contact-email", label: t("form.email") },
                  subject: { id: "contact-subject", label: t("form.subject") },
                  message: { id: "contact-message", label: t("form.message") },
                }}
              />
            </Suspense>
            {props.envelope}
          </>
        ) : null}
      </fieldset>
    </form>
  );
}
