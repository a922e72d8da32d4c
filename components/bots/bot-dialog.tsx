"use client";

import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { clsx as cx } from "clsx";
import { Mic, Video } from "lucide-react";

import { greetingsFor, isSendable, OPEN_ANIMATION_MS, pickGreeting, scheduleBotReply, type BotKind } from "@/lib/bots";
import { useT } from "@/lib/i18n/client";
import { NOTICE_DURATIONS, noticeStore } from "@/lib/notices";
import { Dialog, DialogCloseButton, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Composer } from "@/components/chat/composer";
import { MessageList, useConversation } from "@/components/chat/message-list";

import { inertOutside } from "./inert-outside";

export interface BotDialogProps {
  kind: BotKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: () => void;
}

export function BotDialog({ kind, open, onOpenChange, onCloseAutoFocus }: BotDialogProps) {
  const t = useT();
  const { messages, restart, add } = useConversation();
  const [input, setInput] = useState("");
  const [animating, setAnimating] = useState(false);
  const modalRef = useCallback((content: HTMLDivElement | null) => (content ? inertOutside(content) : undefined), []);
  const cancels = useRef<(() => void)[]>([]);

  const begin = useEffectEvent(() => {
    if (kind === "video") {
      noticeStore.add({
        title: t("bots.videoEnabledTitle"),
        description: t("bots.videoEnabledDescription"),
        duration: NOTICE_DURATIONS.video,
      });
    }
    restart(pickGreeting(greetingsFor(kind, t)));
    setInput("");
    setAnimating(true);
  });

  useEffect(() => {
    if (!open) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- each opening (the parent's `open`) starts the conversation over
    begin();
    const timer = setTimeout(() => setAnimating(false), OPEN_ANIMATION_MS);
    const pending = cancels.current;
    return () => {
      clearTimeout(timer);
      pending.forEach((cancel) => cancel());
      pending.length = 0;
    };
  }, [open, kind]);

  function send() {
    if (!isSendable(input)) return;
    const text = input.trim();
    add("user", text);
    setInput("");
    if (kind === "voice") setAnimating(true);
    cancels.current.push(
      scheduleBotReply(kind, text, t, {
        onReply: (reply) => {
          add("bot", reply);
          if (kind === "video") setAnimating(true);
          if (kind === "video") setTimeout(() => setAnimating(false), OPEN_ANIMATION_MS);
        },
        onSpeakingEnd: () => setAnimating(false),
      }),
    );
  }

  const video = kind === "video";
  const Icon = video ? Video : Mic;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={modalRef}
        aria-modal="true"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onCloseAutoFocus();
        }}
        // A notice raised on open sits above the dialog and would take the first Escape: close the dialog too.
        onKeyDown={(event) => {
          if (event.key === "Escape") onOpenChange(false);
        }}
        className="top-1/2 left-1/2 w-[calc(100vw-2rem)] max-w-[500px] -translate-x-1/2 -translate-y-1/2 p-6"
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <DialogTitle>{t(video ? "bots.videoTitle" : "bots.voiceTitle")}</DialogTitle>
            <DialogDescription>{t(video ? "bots.videoDescription" : "bots.voiceDescription")}</DialogDescription>
          </div>
          <DialogCloseButton label={t("bots.close")} />
        </div>
        <div
          className={cx(
            "mt-4 flex items-center justify-center gap-3 rounded-2xl py-5 text-white",
            video ? "bg-gradient-to-br from-violet-800 to-brand-900" : "bg-gradient-to-br from-accent-700 to-brand-900",
          )}
        >
          <span
            className={cx(
              "relative inline-flex size-14 items-center justify-center rounded-full bg-white/15",
              animating && "motion-safe:animate-pulse",
            )}
          >
            <Icon aria-hidden="true" className="size-7" />
          </span>
          {animating ? (
            <span className="flex items-end gap-1" aria-hidden="true" data-testid="speaking-indicator">
              {[0, 1, 2, 3].map((bar) => (
                <span
                  key={bar}
                  className="w-1.5 rounded-full bg-white motion-safe:animate-bounce"
                  style={{ height: `${10 + bar * 5}px`, animationDelay: `${bar * 120}ms` }}
                />
              ))}
            </span>
          ) : null}
          <span className="sr-only" aria-live="polite">
            {animating ? t("bots.speaking") : ""}
          </span>
        </div>
        <MessageList
          messages={messages}
          label={t("chat.messages")}
          className="mt-4 h-[150px] rounded-2xl bg-surface-subtle"
          listClassName="space-y-2 p-3"
        />
        <Composer
          inputId={`${kind}-bot-input`}
          placeholder={t("bots.placeholder")}
          sendLabel={t("bots.send")}
          value={input}
          onValueChange={setInput}
          onSend={send}
          className="mt-3"
        />
      </DialogContent>
    </Dialog>
  );
}
