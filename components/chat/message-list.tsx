"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { cn } from "@/lib/utils";
import { ScrollArea } from "@/components/ui/scroll-area";

export interface ChatMessage {
  id: number;
  sender: "bot" | "user";
  text: string;
}

export function useConversation() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
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
          <li
            key={msg.id}
            data-sender={msg.sender}
            className={cn("flex", msg.sender === "user" ? "justify-end" : "justify-start")}
          >
            <p
              className={cn(
                "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm whitespace-pre-line",
                msg.sender === "user" ? "bg-brand-700 text-white" : "border border-slate-200 bg-white text-ink",
              )}
            >
              {msg.text}
            </p>
          </li>
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
