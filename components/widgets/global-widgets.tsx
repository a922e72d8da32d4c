"use client";

import { useRef, useState } from "react";
import { Languages, MessageCircle, Mic, Video } from "lucide-react";

import { useHydrated } from "@/lib/use-hydrated";
import { useOnDemand } from "@/lib/use-on-demand";

const fab =
  "inline-flex items-center justify-center rounded-full shadow-lg transition-[scale] hover:scale-105 focus-visible:outline-3 focus-visible:outline-offset-2";
const small = "size-10 sm:size-12";
/** The two bots' buttons, bottom left, in this order. */
const BOT_LAUNCHERS = [
  { kind: "video", Icon: Video, colour: "bg-violet-700" },
  { kind: "voice", Icon: Mic, colour: "bg-accent-700" },
] as const;

export interface WidgetLabels {
  videoOpen: string;
  voiceOpen: string;
  language: string;
  chatOpen: string;
  chatClose: string;
  region: string;
}

export function GlobalWidgets({ labels }: { labels: WidgetLabels }) {
  const [BotDialog, requestBotDialog] = useOnDemand(() => import("@/components/bots/bot-dialog").then((m) => m.BotDialog));
  const [ChatPanel, requestChatPanel] = useOnDemand(() => import("@/components/chat/chat-panel").then((m) => m.ChatPanel));
  const [LanguageMenu, requestLanguageMenu] = useOnDemand(() => import("./language-menu").then((m) => m.LanguageMenu));
  const [bot, setBot] = useState<"video" | "voice" | null>(null);
  const [chatOpen, setChatOpen] = useState(false);
  const [languageOpen, setLanguageOpen] = useState(false);
  const botButtons = { video: useRef<HTMLButtonElement>(null), voice: useRef<HTMLButtonElement>(null) };
  const languageButton = useRef<HTMLButtonElement>(null);
  const chatButton = useRef<HTMLButtonElement>(null);
  const lastBot = useRef<"video" | "voice">("video");
  const hydrated = useHydrated();

  const openBot = (kind: "video" | "voice") => {
    lastBot.current = kind;
    requestBotDialog(() => setBot(kind));
  };
  const toggleChat = () =>
    requestChatPanel(() => {
      // Safari does not focus a clicked button; closing must leave focus on it, not on the page body.
      if (chatOpen) chatButton.current?.focus();
      setChatOpen((open) => !open);
    });
  const toggleLanguage = () => requestLanguageMenu(() => setLanguageOpen((open) => !open));

  return (
    <aside aria-label={labels.region} data-launchers={hydrated ? "ready" : "waiting"}>
      <div className="fixed bottom-3 left-3 z-40 flex flex-col gap-2 sm:bottom-4 sm:left-4 sm:gap-3">
        {BOT_LAUNCHERS.map(({ kind, Icon, colour }) => (
          <button
            key={kind}
            ref={botButtons[kind]}
            type="button"
            onClick={() => openBot(kind)}
            aria-label={labels[`${kind}Open`]}
            aria-haspopup="dialog"
            className={`${fab} ${small} ${colour} text-white`}
          >
            <Icon aria-hidden="true" className="size-5" />
          </button>
        ))}
      </div>
      <div className="fixed right-3 bottom-3 z-40 flex items-end gap-2 sm:right-4 sm:bottom-4 sm:gap-3">
        <div className="relative">
          <button
            ref={languageButton}
            type="button"
            onClick={toggleLanguage}
            aria-label={labels.language}
            aria-expanded={languageOpen}
            aria-controls={languageOpen ? "language-menu" : undefined}
            className={`${fab} ${small} border border-slate-200 bg-white text-ink`}
          >
            <Languages aria-hidden="true" className="size-5" />
          </button>
          {LanguageMenu && languageOpen ? (
            <LanguageMenu
              anchor={languageButton}
              onClose={(returnFocus) => {
                setLanguageOpen(false);
                if (returnFocus) languageButton.current?.focus();
              }}
            />
          ) : null}
        </div>
        <button
          ref={chatButton}
          type="button"
          onClick={toggleChat}
          aria-label={chatOpen ? labels.chatClose : labels.chatOpen}
          aria-expanded={chatOpen}
          aria-controls={chatOpen ? "chat-panel" : undefined}
          className={`${fab} size-12 bg-brand-700 text-white sm:size-14`}
        >
          <MessageCircle aria-hidden="true" className="size-6" />
        </button>
      </div>
      {BotDialog ? (
        <BotDialog
          kind={bot ?? "video"}
          open={bot !== null}
          onOpenChange={(open) => !open && setBot(null)}
          onCloseAutoFocus={() => botButtons[lastBot.current].current?.focus()}
        />
      ) : null}
      {ChatPanel && chatOpen ? (
        <ChatPanel
          onClose={() => {
            setChatOpen(false);
            chatButton.current?.focus();
          }}
        />
      ) : null}
    </aside>
  );
}
