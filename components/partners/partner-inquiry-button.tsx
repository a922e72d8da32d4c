"use client";

import { Mail } from "lucide-react";

import { tc } from "@/lib/i18n/client";
import { buildMailto, composePartnerEmail } from "@/lib/mailto";
import { openMailClient } from "@/lib/open-mail";
import { NOTICE_DURATIONS, toastStore } from "@/lib/toast-queue";

/** Partner card "Learn More" (SPEC §2.13, §7): mail to the partnership team, then a 7 s notice. */
export function PartnerInquiryButton({ programTitle, to }: { programTitle: string; to: string }) {
  const mail = composePartnerEmail(programTitle, to);
  const link = buildMailto(mail);
  const href = link.ok ? link.href : `mailto:${to}`;
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        openMailClient(href);
        toastStore.add({
          title: tc("toast.emailInitiatedTitle", { program: programTitle }),
          description: tc("toast.emailInitiatedDescription", { email: to }),
          duration: NOTICE_DURATIONS.partner,
        });
      }}
      className="mt-6 inline-flex w-fit items-center gap-2 rounded-full border border-brand-700 px-5 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      <Mail aria-hidden="true" className="size-4" />
      {tc("partners.learnMore")}
      <span className="sr-only"> about the {programTitle} program</span>
    </a>
  );
}
