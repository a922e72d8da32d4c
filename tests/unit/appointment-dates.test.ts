/** Weekends are closed, the calendar's day names start with the visible number, and the no-JavaScript e-mails are prepared. */
import { dayButtonLabel } from "@/lib/day-labels";
import { APPOINTMENT_SLOTS, isoDay, isOfficeDay, parseTypedDate, validateAppointment } from "@/lib/forms";
import { translatorFor } from "@/lib/i18n";
import { appointmentEmailTemplate, buildMailto, contactEmailTemplate, decodeMailto, mailText } from "@/lib/mailto";

const MAIL_EN = mailText(translatorFor("en"));

const MONDAY = new Date(2026, 10, 23, 10, 0); // Monday, November 23, 2026

describe("weekends", () => {
  test("Saturdays and Sundays are not office days; weekdays are", () => {
    expect(isOfficeDay(new Date(2026, 10, 28))).toBe(false); // Saturday
    expect(isOfficeDay(new Date(2026, 10, 29))).toBe(false); // Sunday
    expect(isOfficeDay(new Date(2026, 10, 27))).toBe(true); // Friday
    expect(isOfficeDay(new Date(2026, 10, 30))).toBe(true); // Monday
  });

  test("a typed weekend date is refused as 'weekend', a past one as 'past'", () => {
    expect(parseTypedDate("2026-11-28", MONDAY)).toBe("weekend");
    expect(parseTypedDate("2026-11-22", MONDAY)).toBe("past");
    expect(parseTypedDate("2026-11-27", MONDAY)).toEqual(new Date(2026, 10, 27));
  });

  test("a typed date is a day the calendar has, written yyyy-mm-dd, and is written back the same way", () => {
    for (const text of [
      "2026-02-30",
      "2026-13-01",
      "2026-00-10",
      "2026-11-31",
      "2026-1-05",
      "26-11-27",
      "2026/11/27",
      "tomorrow",
    ])
      expect(parseTypedDate(text, MONDAY)).toBe("invalid");
    expect(parseTypedDate(" 2028-02-29 ", MONDAY)).toEqual(new Date(2028, 1, 29));
    expect(parseTypedDate("2027-02-29", MONDAY)).toBe("invalid");
    expect(isoDay(new Date(2027, 0, 4))).toBe("2027-01-04");
    expect(isoDay(parseTypedDate("2026-12-09", MONDAY) as Date)).toBe("2026-12-09");
  });

  test("an appointment on a weekend is not accepted", () => {
    const values = { time: "10:00 AM", name: "Farid", email: "farid@example.com" };
    expect(validateAppointment({ ...values, date: new Date(2026, 10, 29) }, MONDAY)).toEqual({
      ok: false,
      reason: "weekend",
      field: "date",
    });
    expect(validateAppointment({ ...values, date: new Date(2026, 10, 30) }, MONDAY).ok).toBe(true);
  });
});

describe("calendar day names", () => {
  test("begin with the day number the button shows, then month, year and weekday", () => {
    expect(dayButtonLabel(new Date(2026, 10, 23), { today: true })).toBe("23 November 2026, Monday (today)");
    expect(dayButtonLabel(new Date(2026, 10, 5), {})).toBe("5 November 2026, Thursday");
    expect(dayButtonLabel(new Date(2026, 10, 28), { disabled: true, selected: true })).toBe(
      "28 November 2026, Saturday (selected, unavailable)",
    );
  });
});

describe("prepared e-mails for visitors without JavaScript", () => {
  const TO = "info@nusantara-ai.com.my";

  test("the message e-mail has the form's body with blanks to fill", () => {
    const link = buildMailto(contactEmailTemplate(TO, MAIL_EN));
    expect(link.ok).toBe(true);
    if (!link.ok) return;
    expect(decodeMailto(link.href)).toEqual({ to: TO, subject: "", body: "Name: \r\nEmail: \r\n\r\nMessage:\r\n" });
  });

  test("the appointment e-mail has the subject 'Appointment Request' and asks for a weekday and a slot", () => {
    const link = buildMailto(appointmentEmailTemplate(TO, APPOINTMENT_SLOTS, MAIL_EN));
    expect(link.ok).toBe(true);
    if (!link.ok) return;
    const mail = decodeMailto(link.href);
    expect(mail.subject).toBe("Appointment Request");
    expect(mail.body.split("\r\n")).toEqual([
      "Hello,",
      "",
      "I would like to request an appointment with your team.",
      "",
      "Name: ",
      "Email: ",
      "Preferred date (Monday to Friday): ",
      "Preferred time (09:00 AM, 10:00 AM, 11:00 AM, 02:00 PM, 03:00 PM, or 04:00 PM, Malaysia time): ",
      "",
      "Please confirm whether this slot is available, or suggest another time.",
      "",
      "Thank you.",
    ]);
  });
});
