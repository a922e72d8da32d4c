import type { ClientT } from "@/lib/i18n/client";
import { buildMailto, mailText, type MailtoParts } from "@/lib/mailto";
import { noticeStore } from "@/lib/notices";
import { mailAsText, openMailClient } from "@/lib/open-mail";
import { appendToList } from "@/lib/safe-storage";

export type SendOutcome = "sent" | "copied" | "refused";

export interface SendOptions<T> {
  mail: MailtoParts;
  storageKey: string;
  record: T;
  successTitle: string;
  successDescription: string;
  // For a message too long for a link: `copy` goes to the clipboard, then the shorter `mail` opens, so nothing is cut.
  whenTooLong?: { mail: MailtoParts; copy: string };
  t: ClientT;
}

function keepCopy<T>(storageKey: string, record: T, description: string, t: ClientT): string {
  const stored = appendToList(storageKey, record);
  return stored.status === "saved" ? description : `${description} ${t("toast.storageFailed")}`;
}

async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export async function sendByMail<T>({
  mail,
  storageKey,
  record,
  successTitle,
  successDescription,
  whenTooLong,
  t,
}: SendOptions<T>): Promise<SendOutcome> {
  const link = buildMailto(mail);
  if (!link.ok) {
    const shortLink = whenTooLong ? buildMailto(whenTooLong.mail) : null;
    if (!whenTooLong || !shortLink?.ok) {
      noticeStore.add({
        variant: "destructive",
        title: t("toast.tooLongTitle"),
        description: t("form.mailTooLong", { count: link.length, max: link.max }),
      });
      return "refused";
    }
    if (!(await copyText(whenTooLong.copy))) {
      noticeStore.add({
        variant: "destructive",
        title: t("toast.copyFailedTitle"),
        description: t("toast.copyFailedDescription", { email: mail.to }),
      });
      return "refused";
    }
    const description = keepCopy(storageKey, record, t("toast.messageCopiedDescription"), t);
    openMailClient(shortLink.href);
    noticeStore.add({ title: t("toast.messageCopiedTitle"), description });
    return "copied";
  }
  const description = keepCopy(storageKey, record, successDescription, t);
  openMailClient(link.href);
  const text = mailAsText(mail, mailText(t));
  noticeStore.add({
    title: successTitle,
    description,
    action: {
      label: t("toast.copyMessage"),
      altText: t("toast.copyMessage"),
      onClick: () => {
        void copyText(text).then((copied) => {
          if (copied) noticeStore.add({ title: t("toast.copied"), description: mail.subject });
        });
      },
    },
  });
  return "sent";
}
