import { clsx as cx } from "clsx";

export interface ChatMessage {
  id: number;
  sender: "bot" | "user";
  text: string;
}

/** One message of a conversation, the same in the server's first screen and in the live list. */
export function MessageBubble({ message }: { message: Pick<ChatMessage, "sender" | "text"> }) {
  return (
    <li data-sender={message.sender} className={cx("flex", message.sender === "user" ? "justify-end" : "justify-start")}>
      <p
        className={cx(
          "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm whitespace-pre-line",
          message.sender === "user" ? "bg-brand-700 text-white" : "border border-slate-200 bg-white text-ink",
        )}
      >
        {message.text}
      </p>
    </li>
  );
}

export interface FirstMessagesProps {
  greeting: string;
  label: string;
  className?: string;
  listClassName?: string;
}

/**
 * The conversation as the server writes it: the greeting alone, in a log shaped like the live list's
 * scroll area, so the overlay's first screen is real HTML and nothing moves when the code arrives.
 */
export function FirstMessages({ greeting, label, className, listClassName }: FirstMessagesProps) {
  return (
    <div className={cx("relative overflow-hidden", className)}>
      <div role="log" aria-live="polite" aria-label={label} tabIndex={0} className="size-full overflow-y-auto">
        <ol className={listClassName ?? "space-y-3 p-4"}>
          <MessageBubble message={{ sender: "bot", text: greeting }} />
        </ol>
      </div>
    </div>
  );
}
