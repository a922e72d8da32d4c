import {
  APPOINTMENT_SLOTS,
  formatDisplayDate,
  isAppointmentSlot,
  isEmailShape,
  isSelectableDate,
  parseTypedDate,
  slotLabel,
  validateAppointment,
  validateContact,
} from "@/lib/forms";

const NOW = new Date(2025, 5, 10, 14, 30, 0); // 10 June 2025, 2:30 PM local

describe("validateContact", () => {
  const full = { name: "Aisyah Rahman", email: "aisyah@example.com", subject: "Voice bot", message: "Please call me." };

  test("a complete form gives the stored submission, trimmed and timestamped", () => {
    const result = validateContact(
      { name: "  Aisyah Rahman ", email: " aisyah@example.com ", subject: "\tVoice bot\n", message: "\n Please call me.\n" },
      NOW,
    );
    expect(result).toEqual({
      ok: true,
      submission: {
        name: "Aisyah Rahman",
        email: "aisyah@example.com",
        subject: "Voice bot",
        message: "Please call me.",
        type: "contact",
        submittedAt: NOW.toISOString(),
      },
    });
  });

  test("the submission has exactly the specified fields", () => {
    const result = validateContact(full, NOW);
    expect(result.ok && Object.keys(result.submission).sort()).toEqual([
      "email",
      "message",
      "name",
      "subject",
      "submittedAt",
      "type",
    ]);
  });

  test("inner line breaks of the message are kept", () => {
    const result = validateContact({ ...full, message: "Line 1\n\nLine 2" }, NOW);
    expect(result.ok && result.submission.message).toBe("Line 1\n\nLine 2");
  });

  test.each(["name", "email", "subject", "message"] as const)("an empty %s is incomplete", (field) => {
    expect(validateContact({ ...full, [field]: "" }, NOW)).toEqual({ ok: false, reason: "incomplete", field });
  });

  test.each(["name", "email", "subject", "message"] as const)("a whitespace-only %s is incomplete", (field) => {
    expect(validateContact({ ...full, [field]: "  \n\t " }, NOW)).toEqual({ ok: false, reason: "incomplete", field });
  });

  test("a missing field is incomplete; the first missing one is named", () => {
    expect(validateContact({}, NOW)).toEqual({ ok: false, reason: "incomplete", field: "name" });
    expect(validateContact({ name: "A", email: "a@b.co" }, NOW)).toEqual({ ok: false, reason: "incomplete", field: "subject" });
  });

  test("over-long fields are refused with the count and the limit", () => {
    expect(validateContact({ ...full, message: "m".repeat(10_001) }, NOW)).toEqual({
      ok: false,
      reason: "too-long",
      field: "message",
      count: 10_001,
      max: 10_000,
    });
    expect(validateContact({ ...full, subject: "s".repeat(151) }, NOW)).toMatchObject({ reason: "too-long", field: "subject" });
    expect(validateContact({ ...full, message: "m".repeat(10_000) }, NOW).ok).toBe(true);
  });

  test("completeness is checked before length", () => {
    expect(validateContact({ ...full, name: "", message: "m".repeat(5000) }, NOW)).toMatchObject({
      reason: "incomplete",
      field: "name",
    });
  });

  test("no e-mail format check beyond the browser's", () => {
    expect(validateContact({ ...full, email: "not-an-address" }, NOW).ok).toBe(true);
  });

  test("submittedAt defaults to the current time", () => {
    jest.useFakeTimers({ now: new Date("2025-01-02T03:04:05.000Z") });
    try {
      const result = validateContact(full);
      expect(result.ok && result.submission.submittedAt).toBe("2025-01-02T03:04:05.000Z");
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("APPOINTMENT_SLOTS", () => {
  test("isAppointmentSlot", () => {
    expect(isAppointmentSlot("02:00 PM")).toBe(true);
    expect(isAppointmentSlot("12:00 PM")).toBe(false);
    expect(isAppointmentSlot(undefined)).toBe(false);
  });
});

describe("validateAppointment", () => {
  const full = { date: new Date(2025, 5, 12), time: "10:00 AM", name: "Wei Ling", email: "wl@example.com" };

  test("a complete request gives the stored submission", () => {
    expect(validateAppointment({ ...full, name: " Wei Ling ", email: " wl@example.com " }, NOW)).toEqual({
      ok: true,
      submission: {
        name: "Wei Ling",
        email: "wl@example.com",
        date: "2025-06-12",
        time: "10:00 AM",
        submittedAt: NOW.toISOString(),
      },
    });
  });

  test("the stored date is the local calendar date, even late in the evening", () => {
    const lateEvening = new Date(2025, 11, 31, 23, 59, 59);
    const result = validateAppointment({ ...full, date: lateEvening }, new Date(2025, 11, 31, 8));
    expect(result.ok && result.submission.date).toBe("2025-12-31");
    const earlyMorning = new Date(2026, 0, 1, 0, 0, 1);
    const result2 = validateAppointment({ ...full, date: earlyMorning }, new Date(2025, 11, 31, 8));
    expect(result2.ok && result2.submission.date).toBe("2026-01-01");
  });

  test("today is allowed", () => {
    expect(validateAppointment({ ...full, date: new Date(2025, 5, 10, 0, 0) }, NOW).ok).toBe(true);
  });

  test("a past day is refused", () => {
    expect(validateAppointment({ ...full, date: new Date(2025, 5, 9) }, NOW)).toEqual({
      ok: false,
      reason: "past-date",
      field: "date",
    });
  });

  test.each([
    ["no date", { date: undefined }, "date"],
    ["null date", { date: null }, "date"],
    ["invalid Date", { date: new Date(Number.NaN) }, "date"],
    ["no time", { time: undefined }, "time"],
    ["unknown slot", { time: "12:00 PM" }, "time"],
    ["empty name", { name: "" }, "name"],
    ["whitespace name", { name: "   " }, "name"],
    ["empty email", { email: "" }, "email"],
    ["whitespace email", { email: " \t" }, "email"],
  ])("%s is incomplete", (_label, patch, field) => {
    expect(validateAppointment({ ...full, ...patch }, NOW)).toEqual({ ok: false, reason: "incomplete", field });
  });

  test("fields are checked in the order date, time, name, email", () => {
    expect(validateAppointment({}, NOW)).toMatchObject({ field: "date" });
    expect(validateAppointment({ date: full.date }, NOW)).toMatchObject({ field: "time" });
    expect(validateAppointment({ date: full.date, time: "09:00 AM" }, NOW)).toMatchObject({ field: "name" });
  });

  test("over-long name or email is refused", () => {
    expect(validateAppointment({ ...full, name: "n".repeat(101) }, NOW)).toEqual({
      ok: false,
      reason: "too-long",
      field: "name",
      count: 101,
      max: 100,
    });
    expect(validateAppointment({ ...full, email: "e".repeat(255) }, NOW)).toMatchObject({ reason: "too-long", field: "email" });
  });
});

describe("formatDisplayDate", () => {
  test("month name, day, year", () => {
    expect(formatDisplayDate(new Date(2025, 5, 10))).toBe("June 10, 2025");
    expect(formatDisplayDate(new Date(2026, 0, 5))).toBe("January 5, 2026");
    expect(formatDisplayDate(new Date(2024, 11, 31, 23, 59))).toBe("December 31, 2024");
  });
});

describe("isSelectableDate", () => {
  test("today (any time of day) and later are selectable; earlier days are not", () => {
    expect(isSelectableDate(new Date(2025, 5, 10, 0, 0), NOW)).toBe(true);
    expect(isSelectableDate(new Date(2025, 5, 10, 23, 59), NOW)).toBe(true);
    expect(isSelectableDate(new Date(2025, 5, 11), NOW)).toBe(true);
    expect(isSelectableDate(new Date(2030, 0, 1), NOW)).toBe(true);
    expect(isSelectableDate(new Date(2025, 5, 9, 23, 59), NOW)).toBe(false);
    expect(isSelectableDate(new Date(2024, 5, 10), NOW)).toBe(false);
  });

  test("an invalid Date is not selectable", () => {
    expect(isSelectableDate(new Date(Number.NaN), NOW)).toBe(false);
  });
});

describe("parseTypedDate", () => {
  test("a YYYY-MM-DD date from today on is parsed to local midnight", () => {
    const parsed = parseTypedDate("2025-06-12", NOW);
    expect(parsed).toEqual(new Date(2025, 5, 12));
    expect(parseTypedDate(" 2025-06-10 ", NOW)).toEqual(new Date(2025, 5, 10));
  });

  test("a real date before today is 'past'", () => {
    expect(parseTypedDate("2025-06-09", NOW)).toBe("past");
    expect(parseTypedDate("1999-01-01", NOW)).toBe("past");
  });

  test.each([
    "",
    "hello",
    "2025-6-12",
    "12/06/2025",
    "2025-02-30",
    "2025-13-01",
    "2025-00-10",
    "2025-06-32",
    "20250612",
    "2025-06-12T10:00",
  ])("%j is invalid", (text) => {
    expect(parseTypedDate(text, NOW)).toBe("invalid");
  });

  test("leap days", () => {
    expect(parseTypedDate("2028-02-29", NOW)).toEqual(new Date(2028, 1, 29));
    expect(parseTypedDate("2027-02-29", NOW)).toBe("invalid");
  });
});

describe("isEmailShape (the receiver's e-mail check)", () => {
  test.each(["a@b", "siti@example.my", " chen@example.cn ", "名字@例子.中国"])("accepts %p", (value) => {
    expect(isEmailShape(value)).toBe(true);
  });
  test.each(["", "siti.example.my", "a@", "@b", "a b@c.d", "a@b@c"])("refuses %p", (value) => {
    expect(isEmailShape(value)).toBe(false);
  });
});

test("a slot reads in the language's clock outside English (24-hour; French '14 h'), and its value stays the slot", () => {
  expect(APPOINTMENT_SLOTS.map((slot) => slotLabel(slot, "en"))).toEqual([
    "09:00 AM",
    "10:00 AM",
    "11:00 AM",
    "02:00 PM",
    "03:00 PM",
    "04:00 PM",
  ]);
  expect(APPOINTMENT_SLOTS.map((slot) => slotLabel(slot, "es"))).toEqual(["09:00", "10:00", "11:00", "14:00", "15:00", "16:00"]);
  expect(APPOINTMENT_SLOTS.map((slot) => slotLabel(slot, "fr"))).toEqual([
    "9\u00a0h",
    "10\u00a0h",
    "11\u00a0h",
    "14\u00a0h",
    "15\u00a0h",
    "16\u00a0h",
  ]);
  expect(slotLabel("02:00 PM", "zh")).toBe("14:00");
});
