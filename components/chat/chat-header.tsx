import type { ReactNode } from "react";

import { BotIcon, CloseIcon } from "@/components/widgets/overlay-icons";
import { CHAT_PANEL_ID } from "@/components/widgets/overlay-ids";

export const chatIconButton = "inline-flex size-9 items-center justify-center rounded-full text-white hover:bg-white/15";

/** The chat panel's header; `children` are the controls its code adds (language, GPT mode, voice input). */
export function ChatHeader({ title, closeLabel, children }: { title: string; closeLabel: string; children?: ReactNode }) {
  return (
    <header className="flex items-center gap-2 bg-gradient-to-r from-brand-800 to-accent-700 px-4 py-3 text-white">
      <BotIcon className="size-5" />
      <h2 className="flex-1 font-semibold">{title}</h2>
      {children}
      <button type="button" commandfor={CHAT_PANEL_ID} command="close" aria-label={closeLabel} className={chatIconButton}>
        <CloseIcon className="size-4" />
      </button>
    </header>
  );
}
