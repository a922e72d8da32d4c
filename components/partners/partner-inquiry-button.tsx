"use client";

import { Mail } from "lucide-react";

import { NOTICE_DURATIONS, noticeStore } from "@/lib/notices";
import { openMailClient } from "@/lib/open-mail";

export function PartnerInquiryButton({
  href,
  label,
  srLabel,
  notice,
}: {
  href: string;
  label: string;
  srLabel: string;
  notice: { title: string; description: string };
}) {
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        openMailClient(href);
        noticeStore.add({ ...notice, duration: NOTICE_DURATIONS.partner });
      }}
      className="mt-6 inline-flex w-fit items-center gap-2 rounded-full border border-brand-700 px-5 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      <Mail aria-hidden="true" className="size-4" />
      {label}
      <span className="sr-only">{srLabel}</span>
    </a>
  );
}
