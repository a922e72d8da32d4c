// The calendar's day buttons as a screen reader says them. Apart from lib/forms.ts because it formats with
// date-fns's locales, which only the calendar's on-demand code should load.
import { format, type Locale as DateFnsLocale } from "date-fns";

import { interpolate } from "@/lib/i18n/translate";

// Starts with the day number the button shows, so speech input ("click 23") and the visible label agree.
export interface DayLabels {
  today: string;
  selected: string;
  unavailable: string;
  /** The day and its notes as the language brackets them: "{day} ({notes})", "{day}（{notes}）". */
  withNotes: string;
  /** Between two notes: ", ", "，". */
  separator: string;
}
const ENGLISH_DAY_LABELS: DayLabels = {
  today: "today",
  selected: "selected",
  unavailable: "unavailable",
  withNotes: "{day} ({notes})",
  separator: ", ",
};

export function dayButtonLabel(
  date: Date,
  modifiers: { today?: boolean; selected?: boolean; disabled?: boolean } = {},
  { dateLocale, labels = ENGLISH_DAY_LABELS }: { dateLocale?: DateFnsLocale; labels?: DayLabels } = {},
): string {
  const notes = [
    modifiers.today ? labels.today : null,
    modifiers.selected ? labels.selected : null,
    modifiers.disabled ? labels.unavailable : null,
  ].filter((note) => note !== null);
  const day = format(date, dateLocale ? "PPPP" : "d MMMM yyyy, EEEE", { locale: dateLocale });
  return notes.length > 0 ? interpolate(labels.withNotes, { day, notes: notes.join(labels.separator) }) : day;
}
