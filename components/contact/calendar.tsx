"use client";

import { DayPicker } from "react-day-picker";

import "react-day-picker/style.css";

export interface CalendarProps {
  selected: Date | undefined;
  onSelect: (day: Date | undefined) => void;
  /** Days before this one are disabled (SPEC §5). */
  today: Date;
}

/** react-day-picker, loaded only when the visitor opens the date picker. */
export function Calendar({ selected, onSelect, today }: CalendarProps) {
  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={onSelect}
      disabled={{ before: today }}
      startMonth={today}
      defaultMonth={selected ?? today}
      weekStartsOn={1}
      style={{ "--rdp-accent-color": "#1d3fd8", "--rdp-accent-background-color": "#eef4ff" } as React.CSSProperties}
    />
  );
}
