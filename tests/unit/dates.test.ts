import { formatDate, isIsoDate, toIsoDate } from "@/lib/dates";
import { formatDisplayDate } from "@/lib/forms";
import { translatorFor } from "@/lib/i18n";
import { composeAppointmentEmail, mailText } from "@/lib/mailto";

const MAIL_EN = mailText(translatorFor("en"));

describe("one date formatter", () => {
  test("a content date and the Date of the same local day read the same", () => {
    expect(formatDate("2025-06-10")).toBe("June 10, 2025");
    expect(formatDate(new Date(2025, 5, 10, 23, 59))).toBe("June 10, 2025");
    expect(toIsoDate(new Date(2026, 0, 5))).toBe("2026-01-05");
  });

  test("the appointment form and its email write the date as the pages do", () => {
    expect(formatDisplayDate(new Date(2024, 11, 31))).toBe(formatDate("2024-12-31"));
    const mail = composeAppointmentEmail(
      { name: "Aina", email: "aina@example.com", date: "2024-12-31", time: "10:00 AM" },
      "x@example.com",
      MAIL_EN,
    );
    expect(mail.body).toContain(formatDate("2024-12-31"));
  });

  test("an email keeps a typed date that is not a calendar date as typed", () => {
    expect(isIsoDate("2025-02-30")).toBe(false);
    const mail = composeAppointmentEmail(
      { name: "Aina", email: "aina@example.com", date: "2025-02-30", time: "10:00 AM" },
      "x@example.com",
      MAIL_EN,
    );
    expect(mail.body).toContain("2025-02-30");
  });
});
