// Server component: the floating launchers and the overlays they open, in every page's server HTML. The
// bots and the chat are `<dialog>`s opened by `commandfor`/`command`, the language list a `popover`, so a
// tap opens one before any script has run, and when none ever does. The launchers are a static part
// (StaticHtml): they cost no JavaScript and no hydration payload. What runs in the browser is each
// overlay's live code, loaded on demand (live-overlays.tsx), and the language list (language-menu.tsx).
// On a phone the three assistants share one launcher in one corner, and the language list is reached
// from the header.
import type { ReactNode } from "react";

import type { BotKind } from "@/lib/bots";
import { t } from "@/lib/i18n";
import { localePath } from "@/lib/i18n/locales";
import { requestLocale } from "@/lib/i18n/request-locale";
import { StaticHtml } from "@/components/ui/static-html";
import { Languages, MessageCircle, MessagesSquare, Mic, Video } from "@/components/ui/static-icons";

import { LanguageMenu } from "./language-menu";
import { LiveBot, LiveChat } from "./live-overlays";
import { botDialogId, CHAT_PANEL_ID, LANGUAGE_MENU_ID, LAUNCHER_MENU_ID } from "./overlay-ids";

const fab =
  "inline-flex items-center justify-center rounded-full shadow-lg transition-[scale] hover:scale-105 focus-visible:outline-3 focus-visible:outline-offset-2";
const BOT_LAUNCHERS = [
  { kind: "video", Icon: Video, colour: "bg-violet-700" },
  { kind: "voice", Icon: Mic, colour: "bg-accent-700" },
] as const;
/** Where the page's scripts failed, a note with a reload link takes the bottom edge: the launchers rise above it. */
const clearOfFailureNote = "framework-failed:bottom-24";
const menuItem = "flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-ink hover:bg-brand-50";
const overlayDialog = "rounded-3xl bg-white shadow-2xl focus:outline-none";

type Assistant = "chat" | BotKind;

export interface LaunchersProps {
  /** Each overlay's first screen, written by the server (first-screens.tsx). */
  firstScreens: Record<Assistant, ReactNode>;
  /** The greeting each first screen shows, which the live conversation starts from. */
  greetings: Record<Assistant, string>;
}

const botLabel = (kind: BotKind) => t(kind === "video" ? "bots.videoOpen" : "bots.voiceOpen");

export function Launchers({ firstScreens, greetings }: LaunchersProps) {
  // The after-paint loader fetches a [data-warm] element's URLs when a pointer or a touch reaches it;
  // the overlays' own code is warmed by live-overlays.tsx, from the same intents.
  const chatData = localePath(requestLocale(), "/chat-catalog.json");
  return (
    <aside aria-label={t("widgets.region")}>
      <StaticHtml className="contents">
        <div className={`fixed bottom-4 left-4 z-40 flex flex-col gap-3 max-sm:hidden ${clearOfFailureNote}`}>
          {BOT_LAUNCHERS.map(({ kind, Icon, colour }) => (
            <button
              key={kind}
              type="button"
              commandfor={botDialogId(kind)}
              command="show-modal"
              aria-label={botLabel(kind)}
              aria-haspopup="dialog"
              className={`${fab} size-12 ${colour} text-white`}
            >
              <Icon aria-hidden="true" className="size-5" />
            </button>
          ))}
        </div>
        <div className={`fixed right-4 bottom-4 z-40 flex items-end gap-3 max-sm:hidden ${clearOfFailureNote}`}>
          <button
            type="button"
            popoverTarget={LANGUAGE_MENU_ID}
            aria-label={t("language.button")}
            className={`${fab} size-12 border border-slate-200 bg-white text-ink`}
          >
            <Languages aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            commandfor={CHAT_PANEL_ID}
            command="show-modal"
            data-warm={chatData}
            aria-label={t("chat.open")}
            aria-haspopup="dialog"
            className={`${fab} size-14 bg-brand-700 text-white`}
          >
            <MessageCircle aria-hidden="true" className="size-6" />
          </button>
        </div>

        {/* A phone: one launcher, in one corner, for the three assistants. */}
        <button
          type="button"
          popoverTarget={LAUNCHER_MENU_ID}
          data-warm={chatData}
          aria-label={t("widgets.assistants")}
          className={`${fab} fixed right-3 bottom-3 z-40 size-12 bg-brand-700 text-white sm:hidden ${clearOfFailureNote}`}
        >
          <MessagesSquare aria-hidden="true" className="size-6" />
        </button>
        <div
          id={LAUNCHER_MENU_ID}
          popover="auto"
          role="group"
          aria-label={t("widgets.assistants")}
          className="fixed inset-auto right-3 bottom-[4.25rem] m-0 w-56 rounded-2xl border border-slate-200 bg-white p-2 shadow-card"
        >
          <button type="button" commandfor={CHAT_PANEL_ID} command="show-modal" autoFocus className={menuItem}>
            <MessageCircle aria-hidden="true" className="size-5 text-brand-700" />
            {t("chat.open")}
          </button>
          {BOT_LAUNCHERS.map(({ kind, Icon }) => (
            <button key={kind} type="button" commandfor={botDialogId(kind)} command="show-modal" className={menuItem}>
              <Icon aria-hidden="true" className="size-5 text-brand-700" />
              {botLabel(kind)}
            </button>
          ))}
        </div>
      </StaticHtml>

      <LanguageMenu />

      {BOT_LAUNCHERS.map(({ kind }) => (
        <dialog
          key={kind}
          id={botDialogId(kind)}
          aria-labelledby={`${botDialogId(kind)}-title`}
          aria-describedby={`${botDialogId(kind)}-description`}
          className={`${overlayDialog} inset-0 m-auto h-fit w-[calc(100vw-2rem)] max-w-[500px] p-6 backdrop:bg-slate-950/50`}
        >
          <LiveBot kind={kind} greeting={greetings[kind]}>
            {firstScreens[kind]}
          </LiveBot>
        </dialog>
      ))}

      <dialog
        id={CHAT_PANEL_ID}
        aria-label={t("chat.title")}
        // A press outside the panel (its launcher's place too) closes it, as the launcher's second press did.
        {...{ closedby: "any" }}
        className={`${overlayDialog} chat-panel-in top-auto right-4 bottom-24 left-auto m-0 h-[min(550px,calc(100dvh-8rem))] max-h-none w-[min(380px,calc(100vw-2rem))] max-w-none flex-col overflow-hidden border border-slate-200 backdrop:bg-slate-950/20 open:flex`}
      >
        <LiveChat greeting={greetings.chat}>{firstScreens.chat}</LiveChat>
      </dialog>
    </aside>
  );
}
