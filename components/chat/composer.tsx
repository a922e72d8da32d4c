import type { FormHTMLAttributes, Ref } from "react";
import { clsx as cx } from "clsx";

import { SendIcon } from "@/components/widgets/overlay-icons";

export interface ComposerProps {
  inputId: string;
  placeholder: string;
  sendLabel: string;
  /** Left out in the server's first screen: the field is then the browser's own, and keeps what is typed before the code runs. */
  value?: string;
  onValueChange?: (value: string) => void;
  onSend?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Focused when its overlay opens (the browser's dialog and popover focusing steps; useSeededFocus for a field mounted later). */
  autoFocus?: boolean;
  /** What the form does before its code or without any: where it goes, and whether its submit is held. */
  formProps?: Pick<FormHTMLAttributes<HTMLFormElement>, "action" | "method"> & { "data-hold-press"?: "" };
  className?: string;
}

/** A conversation's input and send button. Enter sends; an empty or whitespace-only message is the caller's to ignore. */
export function Composer({
  inputId,
  placeholder,
  sendLabel,
  value,
  onValueChange,
  onSend,
  inputRef,
  autoFocus,
  formProps,
  className,
}: ComposerProps) {
  return (
    <form
      {...formProps}
      onSubmit={
        onSend
          ? (e) => {
              e.preventDefault();
              onSend();
            }
          : undefined
      }
      className={cx("flex gap-2", className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {placeholder}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="message"
        {...(onValueChange ? { value: value ?? "", onChange: (e) => onValueChange(e.target.value) } : {})}
        placeholder={placeholder}
        type="text"
        autoComplete="off"
        autoFocus={autoFocus}
        className="flex-1 rounded-full border border-slate-300 px-4 py-2 text-sm focus:border-brand-600 focus:outline-none"
      />
      <button
        type="submit"
        aria-label={sendLabel}
        className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <SendIcon className="size-4" />
      </button>
    </form>
  );
}
