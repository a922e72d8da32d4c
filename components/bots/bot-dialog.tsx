"use client";

import { useEffect, useEffectEvent, useRef, useState, type RefObject } from "react";
import { flushSync } from "react-dom";

import { greetingsFor, isSendable, OPEN_ANIMATION_MS, pickGreeting, scheduleBotReply, type BotKind } from "@/lib/bots";
import { useT } from "@/lib/i18n/client";
import { NOTICE_DURATIONS, noticeStore } from "@/lib/notices";
import { Composer } from "@/components/chat/composer";
import { MessageList, useConversation } from "@/components/chat/message-list";
import { botDialogId } from "@/components/widgets/overlay-ids";
import { useSeededFocus, type OverlaySeed } from "@/components/widgets/use-live-overlay";

import { BotFrame } from "./bot-frame";

export interface BotConversationProps {
  kind: BotKind;
  /** The greeting the server's first screen showed. */
  greeting: string;
  /** The `<dialog>` the server wrote, which the browser opens and closes. */
  dialog: RefObject<HTMLDialogElement | null>;
  /** What the first screen held when this code arrived: its greeting, the text typed, a send pressed. */
  seed: OverlaySeed;
}

/** A bot dialog's conversation, once its code runs inside the dialog the server wrote. */
export function BotConversation({ kind, greeting, dialog, seed }: BotConversationProps) {
  const t = useT();
  const { messages, restart, add } = useConversation(greeting);
  const [input, setInput] = useState(seed.text);
  const [animating, setAnimating] = useState(false);
  const cancels = useRef<(() => void)[]>([]);
  const inputRef = useSeededFocus(seed);
  const video = kind === "video";

  const stopPending = () => {
    cancels.current.forEach((cancel) => cancel());
    cancels.current.length = 0;
  };

  function send(text: string) {
    if (!isSendable(text)) return;
    const message = text.trim();
    add("user", message);
    setInput("");
    if (!video) setAnimating(true);
    cancels.current.push(
      scheduleBotReply(kind, message, t, {
        onReply: (reply) => {
          add("bot", reply);
          if (video) {
            setAnimating(true);
            const timer = setTimeout(() => setAnimating(false), OPEN_ANIMATION_MS);
            cancels.current.push(() => clearTimeout(timer));
          }
        },
        onSpeakingEnd: () => setAnimating(false),
      }),
    );
  }
  const sendTyped = useEffectEvent(() => send(seed.text));

  /** The opening sequence; an opening the first screen already showed keeps its greeting and what was typed. */
  const begin = useEffectEvent((keepFirstScreen: boolean) => {
    stopPending();
    if (video) {
      noticeStore.add({
        title: t("bots.videoEnabledTitle"),
        description: t("bots.videoEnabledDescription"),
        duration: NOTICE_DURATIONS.video,
      });
    }
    if (!keepFirstScreen) {
      restart(pickGreeting(greetingsFor(kind, t)));
      setInput("");
    }
    setAnimating(true);
    const timer = setTimeout(() => setAnimating(false), OPEN_ANIMATION_MS);
    cancels.current.push(() => clearTimeout(timer));
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // beforetoggle runs before the dialog shows, so a new greeting is in its first frame.
    const onBeforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "open") flushSync(() => begin(false));
    };
    const onClose = () => {
      stopPending();
      setAnimating(false);
    };
    element.addEventListener("beforetoggle", onBeforeToggle);
    element.addEventListener("close", onClose);
    if (element.open) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- opened before the code arrived: its opening sequence starts now
      begin(true);
      if (seed.send) sendTyped();
    }
    return () => {
      element.removeEventListener("beforetoggle", onBeforeToggle);
      element.removeEventListener("close", onClose);
      stopPending();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the seed is read once, when the code arrives
  }, [dialog]);

  return (
    <BotFrame
      kind={kind}
      title={t(video ? "bots.videoTitle" : "bots.voiceTitle")}
      description={t(video ? "bots.videoDescription" : "bots.voiceDescription")}
      closeLabel={t("bots.close")}
      speakingLabel={t("bots.speaking")}
      animating={animating}
    >
      <MessageList
        messages={messages}
        label={t("chat.messages")}
        className="mt-4 h-[150px] rounded-2xl bg-surface-subtle"
        listClassName="space-y-2 p-3"
      />
      <Composer
        inputId={`${botDialogId(kind)}-input`}
        placeholder={t("bots.placeholder")}
        sendLabel={t("bots.send")}
        value={input}
        onValueChange={setInput}
        onSend={() => send(input)}
        autoFocus
        inputRef={inputRef}
        className="mt-3"
      />
    </BotFrame>
  );
}
