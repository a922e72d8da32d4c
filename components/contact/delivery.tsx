"use client";

// What both contact forms do once their fields are valid: send to the message service when the deployment
// set one (NEXT_PUBLIC_FORMS_ENDPOINT), or hand the message to the visitor's mail app; and the slot under
// each form that reports a failed send. One copy, so the two forms cannot drift apart.
import { lazy, Suspense, useRef, type FormEvent, type ReactNode } from "react";

import type { FormKind } from "@/lib/form-contract";
import { useT, type ClientT } from "@/lib/i18n/client";
import { STORAGE_KEYS } from "@/lib/safe-storage";
import type { DeliveryText } from "@/content/forms-delivery";

import type { DeliverySlotProps } from "./delivery-slot";
import { setFailure } from "./delivery-store";
import { loadSender } from "./load-sender";
import { sendByMail, type SendOptions } from "./send-by-mail";
import { identityFieldLabels } from "./text-field";

// Inlined at build time ("" when unset), so without an endpoint the code that uses it drops out.
export const ENDPOINT = process.env.NEXT_PUBLIC_FORMS_ENDPOINT;
const DeliverySlot = ENDPOINT ? lazy(() => import("./delivery-slot").then((m) => ({ default: m.DeliverySlot }))) : null;

/**
 * How a form submits where its code has not run (scripts off or failed, or a press before the loader):
 * a post to the endpoint, or else to the mail app, the fields as plain text. Once mounted, onSubmit takes over.
 */
export function plainSubmission(mailAction?: string) {
  if (ENDPOINT) return { method: "post", action: ENDPOINT };
  return mailAction ? { method: "post", action: mailAction, encType: "text/plain" } : {};
}

/** The failure panel's "Send by email instead" submits with this marker. */
const viaMail = (event: FormEvent<HTMLFormElement>) =>
  ((event.nativeEvent as SubmitEvent).submitter as HTMLElement | null)?.dataset.via === "mail";

/** Per form: where the browser keeps what was sent, and the notice that says it went. */
const KINDS = {
  message: {
    storageKey: STORAGE_KEYS.contactSubmissions,
    sentTitle: "toast.messageSentTitle",
    sentDescription: "toast.messageSentDescription",
  },
  appointment: {
    storageKey: STORAGE_KEYS.appointments,
    sentTitle: "toast.appointmentRequestedTitle",
    sentDescription: "toast.appointmentRequestedDescription",
  },
} as const satisfies Record<FormKind, { storageKey: string; sentTitle: string; sentDescription: string }>;

export interface Delivery<T extends object> {
  kind: FormKind;
  t: ClientT;
  /** The fields as the message service receives them. */
  fields: Record<string, string>;
  /** What the browser keeps of the submission. */
  record: T;
  deliveryText?: DeliveryText;
  /** The mail hand-off: the composed mail, and (for a long message) the copy-then-open path. */
  byMail: Pick<SendOptions<T>, "mail" | "whenTooLong">;
}

/**
 * Sends one valid submission. Call it in the submit handler's first tick (it reads the event's form before
 * any await). Resolves true when the form may be cleared: sent, or handed to the mail app.
 */
export async function deliver<T extends object>(event: FormEvent<HTMLFormElement>, d: Delivery<T>): Promise<boolean> {
  const { storageKey, sentTitle, sentDescription } = KINDS[d.kind];
  if (ENDPOINT && !viaMail(event)) {
    const honeypot = String(new FormData(event.currentTarget).get("website") ?? "");
    const sender = await loadSender(d.kind);
    if (!sender) return false;
    return sender.sendToEndpoint({
      text: d.deliveryText!,
      endpoint: ENDPOINT,
      kind: d.kind,
      fields: d.fields,
      honeypot,
      storageKey,
      record: d.record,
      successTitle: d.t(sentTitle),
    });
  }
  const outcome = await sendByMail({
    t: d.t,
    storageKey,
    record: ENDPOINT ? { ...d.record, delivery: "mail" } : d.record,
    successTitle: d.t(sentTitle),
    successDescription: d.t(sentDescription),
    ...d.byMail,
  });
  if (ENDPOINT && outcome !== "refused") setFailure(d.kind, null);
  // After a copy the text stays in the form, in case the visitor needs to copy it again.
  return outcome === "sent";
}

/**
 * Under a form with an endpoint: the failure report (loaded when needed) and the server-rendered envelope.
 * `fields`: the form's own fields besides the name and e-mail address, which both forms ask as `<form>-name`
 * and `<form>-email`.
 */
export function DeliveryFooter(props: {
  kind: FormKind;
  form: string;
  fields: DeliverySlotProps["fields"];
  deliveryText?: DeliveryText;
  envelope?: ReactNode;
}) {
  const t = useT();
  if (!ENDPOINT || !DeliverySlot) return null;
  return (
    <>
      <Suspense fallback={null}>
        <DeliverySlot
          text={props.deliveryText!}
          kind={props.kind}
          fields={{ ...identityFieldLabels(props.form, t), ...props.fields }}
        />
      </Suspense>
      {props.envelope}
    </>
  );
}

/**
 * A form's sender: `busy` while a submission is on its way (a second press then does nothing), and
 * `send`, which resolves true when the form may be cleared.
 */
export function useDelivery(kind: FormKind, deliveryText?: DeliveryText) {
  const t = useT();
  const sending = useRef(false);
  return {
    busy: () => sending.current,
    async send<T extends object>(
      event: FormEvent<HTMLFormElement>,
      submission: Pick<Delivery<T>, "fields" | "record" | "byMail">,
    ): Promise<boolean> {
      sending.current = true;
      try {
        return await deliver(event, { kind, t, deliveryText, ...submission });
      } finally {
        sending.current = false;
      }
    },
  };
}
