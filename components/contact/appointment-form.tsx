"use client";

import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { clsx as cx } from "clsx";
import { CalendarCheck, CalendarDays, X } from "lucide-react";

import { APPOINTMENT_SLOTS, formatDisplayDate, isoDay, parseTypedDate, slotLabel, validateAppointment } from "@/lib/forms";
import { HOLD_ATTRIBUTE, useHeldPress } from "@/lib/held-press";
import { useLocale, useT } from "@/lib/i18n/client";
import { composeAppointmentEmail, mailText } from "@/lib/mailto";
import { noticeStore } from "@/lib/notices";
import { useOnDemand } from "@/lib/use-on-demand";
import type { DeliveryText } from "@/content/forms-delivery";

import type { CalendarProps, CalendarText } from "./calendar";
import { DeliveryFooter, plainSubmission, useDelivery } from "./delivery";
import { fieldClass, labelClass } from "./field-styles";
import { NameAndEmailFields, SubmitButton } from "./text-field";

const CALENDAR_ID = "appointment-calendar";

function readTypedDate(text: string): Date | "" | "weekend" | "past" | "invalid" {
  return text.trim() === "" ? "" : parseTypedDate(text, new Date());
}

/**
 * `envelope`: what a post to the endpoint carries besides the fields, and its failure slot (server-rendered).
 * `mailAction`: without an endpoint, the `mailto:` the form submits to where its code never runs.
 */
export function AppointmentForm(props: { to: string; envelope?: ReactNode; deliveryText?: DeliveryText; mailAction?: string }) {
  const t = useT();
  const locale = useLocale();
  const calendarText: CalendarText = {
    today: t("form.dayToday"),
    selected: t("form.daySelected"),
    unavailable: t("form.dayUnavailable"),
    withNotes: t("form.dayWithNotes"),
    separator: t("form.dayNoteSeparator"),
    previousMonth: t("form.previousMonth"),
    nextMonth: t("form.nextMonth"),
    navigation: t("form.monthNavigation"),
  };
  const { to } = props;
  // Uncontrolled fields: what the visitor sees is sent, and text typed before hydration stays; `date` only mirrors
  // the typed field, which works from the first paint; the calendar is its enhancement and writes the same field.
  const form = useRef<HTMLFormElement>(null);
  const typedDate = useRef<HTMLInputElement>(null);
  const [date, setDate] = useState<Date | undefined>();
  const [dateError, setDateError] = useState<string | null>(null);
  // The calendar is a popover the platform opens (popovertarget): a tap shows it, and Escape or a tap outside
  // closes it, before this code has run. Its grid is drawn once open and its code is here.
  const [calendarOpen, setCalendarOpen] = useState(false);
  // Its files are prefetched once the page is idle (the after-paint loader), so a first tap does not wait for the network.
  const [Calendar, requestCalendar] = useOnDemand(() =>
    import("./calendar").then(async (m) => {
      const dateLocale = await m.loadDateLocale(locale);
      return function LocalizedCalendar(props: Omit<CalendarProps, "dateLocale" | "locale" | "text">) {
        return <m.Calendar {...props} dateLocale={dateLocale} locale={locale} text={calendarText} />;
      };
    }),
  );
  const [today, setToday] = useState<Date | null>(null);
  const delivery = useDelivery("appointment", props.deliveryText);
  const calendarButton = useRef<HTMLButtonElement>(null);
  const calendar = useRef<HTMLDivElement>(null);

  // What was typed before the code ran; and from now on the notices, not the browser, report a missing field.
  useLayoutEffect(() => {
    if (form.current) form.current.noValidate = true;
    if (typedDate.current?.value) onTypedDate(typedDate.current.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);
  useHeldPress(form, () => form.current?.requestSubmit());

  // The grid follows the popover's state, which may have opened before this code ran.
  useEffect(() => {
    const element = calendar.current;
    if (!element) return;
    const follow = (open: boolean) => {
      if (open) {
        setToday(new Date());
        requestCalendar();
      }
      setCalendarOpen(open);
    };
    const onToggle = (event: Event) => follow((event as ToggleEvent).newState === "open");
    if (element.matches(":popover-open")) follow(true);
    element.addEventListener("toggle", onToggle);
    return () => element.removeEventListener("toggle", onToggle);
  }, [requestCalendar]);

  function closeCalendar() {
    calendar.current?.hidePopover();
    calendarButton.current?.focus();
  }

  function chooseDate(day: Date | undefined) {
    setDate(day);
    if (typedDate.current) typedDate.current.value = day ? isoDay(day) : "";
    setDateError(null);
    if (day) closeCalendar();
  }

  function onTypedDate(text: string) {
    const parsed = readTypedDate(text);
    setDate(parsed instanceof Date ? parsed : undefined);
    setDateError(
      parsed instanceof Date || parsed === ""
        ? null
        : t(parsed === "weekend" ? "form.dateWeekend" : parsed === "past" ? "form.datePast" : "form.dateInvalid"),
    );
  }

  function clear() {
    form.current?.reset();
    setDate(undefined);
    setDateError(null);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (delivery.busy()) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    const day = readTypedDate(text("date"));
    const result = validateAppointment({
      date: day instanceof Date ? day : null,
      time: text("time"),
      name: text("name"),
      email: text("email"),
    });
    if (!result.ok) {
      noticeStore.add(
        result.reason === "too-long"
          ? {
              variant: "destructive",
              title: t("toast.tooLongTitle"),
              description: t("form.tooLong", {
                field: t(result.field === "name" ? "form.fullName" : "form.email"),
                count: result.count,
                max: result.max,
              }),
            }
          : {
              variant: "destructive",
              title: t("toast.incompleteAppointmentTitle"),
              description: t("toast.incompleteAppointmentDescription"),
            },
      );
      return;
    }
    const { submission } = result;
    const sent = await delivery.send(event, {
      fields: { name: submission.name, email: submission.email, date: submission.date, time: submission.time },
      record: submission,
      byMail: {
        mail: composeAppointmentEmail(
          { name: submission.name, email: submission.email, date: submission.date, time: submission.time },
          to,
          mailText(t),
          locale,
        ),
      },
    });
    if (sent) clear();
  }

  return (
    <form
      ref={form}
      {...plainSubmission(props.mailAction)}
      {...{ [HOLD_ATTRIBUTE]: "" }}
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby="appointment-form-heading"
      className="grid gap-5"
    >
      <fieldset>
        <legend className={labelClass}>{t("form.preferredDate")}</legend>
        <p id="appointment-weekend-note" className="mb-2 text-sm text-ink-muted">
          {t("form.weekendNote")}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {/* Without scripts neither would change: hidden, and the typed field below is the date. */}
          <button
            ref={calendarButton}
            type="button"
            popoverTarget={CALENDAR_ID}
            aria-describedby="appointment-weekend-note"
            className="inline-flex items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-ink [anchor-name:--appointment-calendar] hover:border-brand-600 without-framework:hidden"
          >
            <CalendarDays aria-hidden="true" className="size-4 text-brand-700" />
            {t("form.pickDate")}
          </button>
          <p aria-live="polite" className="text-sm font-medium text-ink without-framework:hidden" data-testid="selected-date">
            {date ? formatDisplayDate(date, locale) : t("form.noDate")}
          </p>
        </div>
        {/* Below its button where the browser anchors popovers, else in the middle of the screen (the platform's place). */}
        <div
          ref={calendar}
          id={CALENDAR_ID}
          popover="auto"
          role="dialog"
          aria-label={t("form.pickDate")}
          className="rounded-2xl border border-slate-200 bg-white p-3 shadow-card [position-anchor:--appointment-calendar] [position-area:bottom_span-right] [position-try-fallbacks:flip-block] supports-[position-area:bottom]:inset-auto supports-[position-area:bottom]:m-0 supports-[position-area:bottom]:mt-2"
        >
          <div className="flex items-center justify-between gap-3 pb-1 pl-2">
            <p className="text-sm font-semibold text-ink">{t("form.pickDate")}</p>
            <button
              type="button"
              popoverTarget={CALENDAR_ID}
              popoverTargetAction="hide"
              aria-label={t("form.closeCalendar")}
              className="inline-flex size-9 items-center justify-center rounded-full text-ink-muted hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
          {calendarOpen && Calendar && today ? (
            <Calendar selected={date} onSelect={chooseDate} today={today} />
          ) : (
            // The grid's room, kept while its code comes, so the popover does not jump when it arrives.
            <p className="grid h-[18.75rem] w-[19.25rem] place-items-center text-sm text-ink-muted">
              {t("form.calendarLoading")}
            </p>
          )}
        </div>
        <label htmlFor="appointment-typed-date" className="mt-3 block text-sm text-ink-muted">
          {t("form.typeDate")}
        </label>
        <input
          id="appointment-typed-date"
          name="date"
          type="text"
          required
          pattern="[0-9]{4}-[0-9]{2}-[0-9]{2}"
          autoComplete="off"
          inputMode="numeric"
          placeholder={t("form.datePlaceholder")}
          ref={typedDate}
          onChange={(e) => onTypedDate(e.target.value)}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? "appointment-date-error appointment-weekend-note" : "appointment-weekend-note"}
          className={cx(fieldClass, "mt-1 max-w-48")}
        />
        {dateError ? (
          <p id="appointment-date-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
            {dateError}
          </p>
        ) : null}
      </fieldset>
      <fieldset>
        <legend className={labelClass}>{t("form.preferredTime")}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {APPOINTMENT_SLOTS.map((slot) => (
            <label
              key={slot}
              className="flex cursor-pointer items-center justify-center rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-ink hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
            >
              <input type="radio" name="time" required value={slot} className="sr-only" />
              {slotLabel(slot, locale)}
            </label>
          ))}
        </div>
      </fieldset>
      <NameAndEmailFields form="appointment" t={t} />
      <SubmitButton tone="accent">
        <CalendarCheck aria-hidden="true" className="size-4" />
        {t("form.requestAppointment")}
      </SubmitButton>
      <DeliveryFooter
        kind="appointment"
        deliveryText={props.deliveryText}
        envelope={props.envelope}
        form="appointment"
        fields={{
          date: { id: "appointment-typed-date", label: t("form.preferredDate") },
          time: { label: t("form.preferredTime") },
        }}
      />
    </form>
  );
}
