// Server components: what each assistant's overlay shows before its code runs, and without any. Written
// here, they cost the page no JavaScript, and as static parts (StaticHtml) no hydration payload either;
// Launchers places them in its overlays until the live code takes their place (live-overlays.tsx).
import { greetingsFor, type BotKind } from "@/lib/bots";
import { t } from "@/lib/i18n";
import { localePath } from "@/lib/i18n/locales";
import { requestLocale } from "@/lib/i18n/request-locale";
import { routes } from "@/content/routes";
import { StaticHtml } from "@/components/ui/static-html";
import { BotFrame } from "@/components/bots/bot-frame";
import { ChatHeader } from "@/components/chat/chat-header";
import { Composer } from "@/components/chat/composer";
import { FirstMessages } from "@/components/chat/message-bubble";

import { botDialogId } from "./overlay-ids";

/** Where a page's scripts never run, the assistants' forms lead to the contact page; until they run, a send is held. */
const withoutScript = () => ({
  action: localePath(requestLocale(), routes.contact),
  method: "get" as const,
  "data-hold-press": "" as const,
});

/** The greeting a bot's first screen shows: the first of its greetings. */
export const firstBotGreeting = (kind: BotKind) => greetingsFor(kind, t)[0]!;

export function BotFirstScreen({ kind }: { kind: BotKind }) {
  const video = kind === "video";
  return (
    <StaticHtml>
      <BotFrame
        kind={kind}
        title={t(video ? "bots.videoTitle" : "bots.voiceTitle")}
        description={t(video ? "bots.videoDescription" : "bots.voiceDescription")}
        closeLabel={t("bots.close")}
        speakingLabel={t("bots.speaking")}
      >
        <FirstMessages
          greeting={firstBotGreeting(kind)}
          label={t("chat.messages")}
          className="mt-4 h-[150px] rounded-2xl bg-surface-subtle"
          listClassName="space-y-2 p-3"
        />
        <Composer
          inputId={`${botDialogId(kind)}-input`}
          placeholder={t("bots.placeholder")}
          sendLabel={t("bots.send")}
          autoFocus
          formProps={withoutScript()}
          className="mt-3"
        />
      </BotFrame>
    </StaticHtml>
  );
}

export function ChatFirstScreen({ greeting }: { greeting: string }) {
  // `contents`: the header, the log and the form stay the panel's own flex items.
  return (
    <StaticHtml className="contents">
      <ChatHeader title={t("chat.title")} closeLabel={t("chat.close")} />
      <FirstMessages greeting={greeting} label={t("chat.messages")} className="flex-1 bg-surface-subtle" />
      <Composer
        inputId="chat-input"
        placeholder={t("chat.placeholder")}
        sendLabel={t("chat.send")}
        autoFocus
        formProps={withoutScript()}
        className="border-t border-slate-200 p-3"
      />
    </StaticHtml>
  );
}
