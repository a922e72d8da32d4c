"use client";

import type { Locale as DateFnsLocale } from "date-fns";
import { DayPicker } from "react-day-picker";

import { formatMonth } from "@/lib/dates";
import { dayButtonLabel, type DayLabels } from "@/lib/day-labels";
import type { Locale } from "@/lib/i18n/locales";
import { calendarColors } from "@/lib/theme";

import "react-day-picker/style.css";

/** What the calendar says to a screen reader, from the page's strings: the days' notes and the month buttons. */
export interface CalendarText extends DayLabels {
  previousMonth: string;
  nextMonth: string;
  navigation: string;
}

export interface CalendarProps {
  selected: Date | undefined;
  onSelect: (day: Date | undefined) => void;
  today: Date;
  dateLocale?: DateFnsLocale;
  /** The page's language, which writes the month's caption ("2026年12月", not date-fns's "十二月 2026"). */
  locale: Locale;
  text: CalendarText;
}

/** date-fns's locale for each page language, loaded with the calendar (English is date-fns's own default). */
const DATE_LOCALES: Record<Locale, () => Promise<DateFnsLocale | undefined>> = {
  en: () => Promise.resolve(undefined),
  es: () => import("date-fns/locale/es").then((m) => m.es),
  fr: () => import("date-fns/locale/fr").then((m) => m.fr),
  zh: () => import("date-fns/locale/zh-CN").then((m) => m.zhCN),
};

export const loadDateLocale = (locale: Locale): Promise<DateFnsLocale | undefined> => DATE_LOCALES[locale]();

export function Calendar({ selected, onSelect, today, dateLocale, locale, text }: CalendarProps) {
  return (
    <DayPicker
      locale={dateLocale}
      mode="single"
      autoFocus
      selected={selected}
      onSelect={onSelect}
      disabled={[{ before: today }, { dayOfWeek: [0, 6] }]}
      startMonth={today}
      defaultMonth={selected ?? today}
      weekStartsOn={1}
      // Every label the picker renders, so none of react-day-picker's English defaults ("Go to the Next Month") is shown;
      // the weekdays come from date-fns's locale, the month and year from the page's language.
      formatters={{ formatCaption: (month) => formatMonth(month, locale) }}
      labels={{
        labelDayButton: (date, modifiers) => dayButtonLabel(date, modifiers, { dateLocale, labels: text }),
        labelPrevious: () => text.previousMonth,
        labelNext: () => text.nextMonth,
        labelNav: () => text.navigation,
        labelGrid: (month) => formatMonth(month, locale),
      }}
      style={
        {
          "--rdp-accent-color": calendarColors.accent,
          "--rdp-accent-background-color": calendarColors.accentBackground,
        } as React.CSSProperties
      }
    />
  );
}
