import type { ReactNode } from "react";
import { clsx as cx } from "clsx";

import type { BotKind } from "@/lib/bots";
import { CloseIcon, MicIcon, VideoIcon } from "@/components/widgets/overlay-icons";
import { botDialogId } from "@/components/widgets/overlay-ids";

export interface BotFrameProps {
  kind: BotKind;
  title: string;
  description: string;
  closeLabel: string;
  speakingLabel: string;
  /** The talking indicator: on for the opening sequence and while the voice bot speaks. */
  animating?: boolean;
  children: ReactNode;
}

/** What a bot dialog shows around its conversation, the same in the server's first screen and once its code runs. */
export function BotFrame({ kind, title, description, closeLabel, speakingLabel, animating = false, children }: BotFrameProps) {
  const video = kind === "video";
  const Icon = video ? VideoIcon : MicIcon;
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={`${botDialogId(kind)}-title`} className="text-lg font-bold text-ink">
            {title}
          </h2>
          <p id={`${botDialogId(kind)}-description`} className="text-sm text-ink-muted">
            {description}
          </p>
        </div>
        <button
          type="button"
          commandfor={botDialogId(kind)}
          command="close"
          aria-label={closeLabel}
          className="rounded-full p-1.5 text-ink-muted hover:bg-slate-100"
        >
          <CloseIcon className="size-5" />
        </button>
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
          <Icon className="size-7" />
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
          {animating ? speakingLabel : ""}
        </span>
      </div>
      {children}
    </>
  );
}
