"use client";

import type { Locale as DateFnsLocale } from "date-fns";
import { DayPicker } from "react-day-picker";

import { dayButtonLabel, type DayLabels } from "@/lib/forms";
import type { Locale } from "@/lib/i18n/locales";
import { calendarColors } from "@/lib/theme";

import "react-day-picker/style.css";

export interface CalendarProps {
  selected: Date | undefined;
  onSelect: (day: Date | undefined) => void;
  today: Date;
  dateLocale?: DateFnsLocale;
  dayLabels: DayLabels;
}

/** date-fns's locale for each page language, loaded with the calendar (English is date-fns's own default). */
const DATE_LOCALES: Record<Locale, () => Promise<DateFnsLocale | undefined>> = {
  en: () => Promise.resolve(undefined),
  es: () => import("date-fns/locale/es").then((m) => m.es),
  fr: () => import("date-fns/locale/fr").then((m) => m.fr),
  zh: () => import("date-fns/locale/zh-CN").then((m) => m.zhCN),
};

export const loadDateLocale = (locale: Locale): Promise<DateFnsLocale | undefined> => DATE_LOCALES[locale]();

export function Calendar({ selected, onSelect, today, dateLocale, dayLabels }: CalendarProps) {
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
      labels={{ labelDayButton: (date, modifiers) => dayButtonLabel(date, modifiers, { dateLocale, labels: dayLabels }) }}
      style={
        {
          "--rdp-accent-color": calendarColors.accent,
          "--rdp-accent-background-color": calendarColors.accentBackground,
        } as React.CSSProperties
      }
    />
  );
}
