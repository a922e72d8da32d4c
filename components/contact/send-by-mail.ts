import { tc } from "@/lib/i18n/client";
import { buildMailto, type MailtoParts } from "@/lib/mailto";
import { mailAsText, openMailClient } from "@/lib/open-mail";
import { appendToList } from "@/lib/safe-storage";
import { toastStore } from "@/lib/toast-queue";

/**
 * The shared ending of both contact forms (SPEC §4, §7): keep a copy in browser
 * storage, hand the message to the mail client, and say what happened. Returns
 * false (nothing sent, nothing stored) when the message is too long for a mail link.
 */
export function sendByMail<T>({
  mail,
  storageKey,
  record,
  successTitle,
  successDescription,
}: {
  mail: MailtoParts;
  storageKey: string;
  record: T;
  successTitle: string;
  successDescription: string;
}): boolean {
  const link = buildMailto(mail);
  if (!link.ok) {
    toastStore.add({
      variant: "destructive",
      title: tc("toast.tooLongTitle"),
      description: tc("form.mailTooLong", { count: link.length, max: link.max }),
    });
    return false;
  }
  const stored = appendToList(storageKey, record);
  openMailClient(link.href);
  const text = mailAsText(mail);
  toastStore.add({
    title: successTitle,
    description: stored.status === "saved" ? successDescription : `${successDescription} ${tc("toast.storageFailed")}`,
    action: {
      label: tc("toast.copyMessage"),
      altText: tc("toast.copyMessage"),
      onClick: () => {
        void navigator.clipboard?.writeText(text).then(
          () => toastStore.add({ title: tc("toast.copied"), description: mail.subject }),
          () => undefined,
        );
      },
    },
  });
  return true;
}
