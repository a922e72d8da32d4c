"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { cn } from "@/lib/utils";
import { ScrollArea } from "@/components/ui/scroll-area";

import { MessageBubble, type ChatMessage } from "./message-bubble";

export type { ChatMessage };

/**
 * A conversation. `greeting`, when given, is its first message (the one the server's first screen showed),
 * and `sent` a message the visitor sent from that screen before this code arrived.
 */
export function useConversation(greeting?: string, sent?: string) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    ...(greeting ? [{ id: -2, sender: "bot" as const, text: greeting }] : []),
    ...(sent ? [{ id: -1, sender: "user" as const, text: sent }] : []),
  ]);
  const nextId = useRef(1);
  const restart = useCallback((greeting: string) => setMessages([{ id: nextId.current++, sender: "bot", text: greeting }]), []);
  const add = useCallback(
    (sender: ChatMessage["sender"], text: string) => setMessages((list) => [...list, { id: nextId.current++, sender, text }]),
    [],
  );
  return { messages, restart, add };
}

export interface MessageListProps {
  messages: readonly ChatMessage[];
  label: string;
  typing?: boolean;
  className?: string;
  listClassName?: string;
}

export function MessageList({ messages, label, typing = false, className, listClassName }: MessageListProps) {
  const viewportRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (viewport) viewport.scrollTop = viewport.scrollHeight;
  }, [messages, typing]);

  return (
    <ScrollArea
      ref={viewportRef}
      className={className}
      viewportProps={{ role: "log", "aria-live": "polite", "aria-label": label, tabIndex: 0 }}
    >
      <ol className={cn("space-y-3 p-4", listClassName)}>
        {messages.map((msg) => (
          <MessageBubble key={msg.id} message={msg} />
        ))}
        {typing ? (
          <li className="flex justify-start" aria-hidden="true">
            <span className="rounded-2xl border border-slate-200 bg-white px-3.5 py-2 text-sm text-ink-muted">…</span>
          </li>
        ) : null}
      </ol>
    </ScrollArea>
  );
}
