"use client";

import type { Ref } from "react";
import { Send } from "lucide-react";

import { cn } from "@/lib/utils";

export interface ComposerProps {
  inputId: string;
  placeholder: string;
  sendLabel: string;
  value: string;
  onValueChange: (value: string) => void;
  onSend: () => void;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

export function Composer({ inputId, placeholder, sendLabel, value, onValueChange, onSend, inputRef, className }: ComposerProps) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
      }}
      className={cn("flex gap-2", className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {placeholder}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className="flex-1 rounded-full border border-slate-300 px-4 py-2 text-sm focus:border-brand-600 focus:outline-none"
      />
      <button
        type="submit"
        aria-label={sendLabel}
        className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <Send aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
