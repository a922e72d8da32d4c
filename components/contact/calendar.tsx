"use client";

import { DayPicker } from "react-day-picker";

import { dayButtonLabel } from "@/lib/forms";
import { calendarColors } from "@/lib/theme";

import "react-day-picker/style.css";

export interface CalendarProps {
  selected: Date | undefined;
  onSelect: (day: Date | undefined) => void;
  today: Date;
}

export function Calendar({ selected, onSelect, today }: CalendarProps) {
  return (
    <DayPicker
      mode="single"
      autoFocus
      selected={selected}
      onSelect={onSelect}
      disabled={[{ before: today }, { dayOfWeek: [0, 6] }]}
      startMonth={today}
      defaultMonth={selected ?? today}
      weekStartsOn={1}
      labels={{ labelDayButton: (date, modifiers) => dayButtonLabel(date, modifiers) }}
      style={
        {
          "--rdp-accent-color": calendarColors.accent,
          "--rdp-accent-background-color": calendarColors.accentBackground,
        } as React.CSSProperties
      }
    />
  );
}
