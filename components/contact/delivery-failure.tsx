"use client";

// Loads with the form's delivery slot, not the sending code, so it can still report that the sending code failed to load.
import { fill, type DeliveryText } from "@/content/forms-delivery";

import type { DeliveryFailureResult, Problem } from "./delivery-store";

function waitText(seconds: number, text: DeliveryText): string {
  if (seconds < 60) return fill(text.seconds, { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? text.oneMinute : fill(text.minutes, { count: minutes });
}

const problemText = (text: DeliveryText): Record<Exclude<Problem, "rate-limited" | "refused">, string> => ({
  offline: text.offline,
  timeout: text.timeout,
  server: text.server,
  forbidden: text.forbidden,
  "too-large": text.tooLarge,
});

/**
 * What goes between a field's name and its problem: a space, a no-break space where the problem opens on high
 * punctuation (French ": ce champ est vide", so the colon never starts a line), and nothing before Chinese.
 */
export const problemGap = (problem: string): string =>
  /^[:;!?»]/.test(problem) ? "\u202f" : /^[\p{sc=Han}，：（]/u.test(problem) ? "" : " ";

interface FailureProps {
  id: string;
  failure: DeliveryFailureResult;
  fields: Record<string, { id?: string; label: string }>;
  text: DeliveryText;
}

/** Both buttons submit the form again: as it was, or (data-via="mail") by the mail hand-off. */
export function DeliveryFailure({ id, failure, fields: fieldLabels, text }: FailureProps) {
  const { problem, fields = {}, retryAfterSeconds } = failure;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-ink"
      data-testid="delivery-failure"
    >
      <p className="font-semibold text-red-800">{text.notSentTitle}</p>
      <p className="mt-1">
        {problem === "refused"
          ? text.refused
          : problem === "rate-limited"
            ? fill(text.rateLimited, { wait: waitText(retryAfterSeconds ?? 60, text) })
            : problemText(text)[problem]}
      </p>
      {problem === "refused" ? (
        <ul className="mt-1 list-disc pl-5">
          {Object.entries(fields).map(([name, fieldProblem]) => {
            const field = fieldLabels[name];
            return (
              <li key={name}>
                {field?.id ? (
                  <a href={`#${field.id}`} className="font-medium text-red-800 underline underline-offset-4">
                    {field.label}
                  </a>
                ) : (
                  (field?.label ?? name)
                )}
                {problemGap(text.fieldProblems[fieldProblem])}
                {text.fieldProblems[fieldProblem]}
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className="mt-1">{text.keptText}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="submit"
          className="rounded-full border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {text.tryAgain}
        </button>
        <button
          type="submit"
          data-via="mail"
          className="rounded-full border border-slate-300 bg-white px-4 py-2 font-semibold text-ink hover:border-brand-600"
        >
          {text.sendByEmail}
        </button>
      </div>
    </div>
  );
}
