"use client";

import { DayPicker } from "react-day-picker";

import { dayButtonLabel } from "@/lib/forms";

import "react-day-picker/style.css";

export interface CalendarProps {
  selected: Date | undefined;
  onSelect: (day: Date | undefined) => void;
  /** Days before this one are disabled, and so are weekends. */
  today: Date;
}

/** react-day-picker, loaded only when the visitor opens the date picker. */
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
      style={{ "--rdp-accent-color": "#1d3fd8", "--rdp-accent-background-color": "#eef4ff" } as React.CSSProperties}
    />
  );
}
