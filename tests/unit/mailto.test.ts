import { translatorFor } from "@/lib/i18n";
import {
  buildMailto,
  checkFieldLimits,
  composeAppointmentEmail,
  composeContactEmail,
  composePartnerEmail,
  decodeMailto,
  encodeMailtoComponent,
  fieldLimits,
  mailText,
  normalizeLineBreaks,
} from "@/lib/mailto";

const MAIL_EN = mailText(translatorFor("en"));

const TO = "info@nusantara-ai.com.my";

function roundTrip(subject: string, body: string) {
  const result = buildMailto({ to: TO, subject, body });
  if (!result.ok) throw new Error("expected an href");
  return { href: result.href, parts: decodeMailto(result.href) };
}

describe("encodeMailtoComponent", () => {
  test("encodes a space as %20, never '+'", () => {
    expect(encodeMailtoComponent("a b")).toBe("a%20b");
    expect(encodeMailtoComponent("a b")).not.toContain("+");
  });

  test.each([
    ["&", "%26"],
    ["?", "%3F"],
    ["#", "%23"],
    ["%", "%25"],
    ["+", "%2B"],
    ["=", "%3D"],
    ['"', "%22"],
    ["'", "%27"],
    ["(", "%28"],
    [")", "%29"],
    ["*", "%2A"],
    ["!", "%21"],
    [",", "%2C"],
    [";", "%3B"],
    ["/", "%2F"],
    [":", "%3A"],
    ["@", "%40"],
  ])("encodes %s as %s", (ch, expected) => {
    expect(encodeMailtoComponent(ch)).toBe(expected);
  });

  test("leaves unreserved characters alone", () => {
    expect(encodeMailtoComponent("AZaz09-_.~")).toBe("AZaz09-_.~");
  });

  test.each([
    ["LF", "a\nb"],
    ["CR", "a\rb"],
    ["CRLF", "a\r\nb"],
  ])("normalises a %s line break to %0D%0A", (_label, text) => {
    expect(encodeMailtoComponent(text)).toBe("a%0D%0Ab");
  });

  test("keeps blank lines (two line breaks become two CRLFs)", () => {
    expect(encodeMailtoComponent("a\n\nb")).toBe("a%0D%0A%0D%0Ab");
    expect(encodeMailtoComponent("a\r\n\r\nb")).toBe("a%0D%0A%0D%0Ab");
  });

  test("encodes UTF-8 bytes of non-Latin scripts and emoji", () => {
    expect(encodeMailtoComponent("é")).toBe("%C3%A9");
    expect(encodeMailtoComponent("日本")).toBe("%E6%97%A5%E6%9C%AC");
    expect(encodeMailtoComponent("😀")).toBe("%F0%9F%98%80");
  });

  test("replaces a lone surrogate instead of throwing", () => {
    expect(() => encodeMailtoComponent("bad \uD800 text")).not.toThrow();
    expect(encodeMailtoComponent("\uD800")).toBe("%EF%BF%BD");
  });

  test("the output only holds unreserved characters and percent escapes", () => {
    const nasty = `Q&A? #1 100% "yes" 'no' a+b=c\n\t<tag> [x] {y} | \\ ^ \` ~ 😀 日本語 العربية`;
    expect(encodeMailtoComponent(nasty)).toMatch(/^(?:[A-Za-z0-9\-_.~]|%[0-9A-F]{2})*$/);
  });
});

describe("normalizeLineBreaks", () => {
  test("turns every break style into CRLF", () => {
    expect(normalizeLineBreaks("a\nb\rc\r\nd")).toBe("a\r\nb\r\nc\r\nd");
  });
});

describe("buildMailto / decodeMailto round trip", () => {
  const cases: [string, string, string][] = [
    ["ampersand", "Sales & support", "Tom & Jerry & co"],
    ["question mark", "Pricing?", "Is it ready? Really?"],
    ["hash", "Ticket #42", "See #3 and #4"],
    ["percent", "100% uptime", "50% off, %20 literal, %E6 too"],
    ["plus", "C++ SDK", "1 + 1 = 2, a+b"],
    ["equals", "a=b", "key=value&other=thing"],
    ["quotes", `"Quoted" subject`, `He said "hello" and 'goodbye'`],
    ["emoji", "Launch 🚀", "Thanks 🙏😀👍🏽 👨‍👩‍👧"],
    ["Chinese", "合作咨询", "你好，我想了解更多信息。"],
    ["Japanese", "お問い合わせ", "日本語のメッセージです。"],
    ["Arabic", "استفسار", "مرحبا، أود معرفة المزيد"],
    ["Malay and Tamil", "Pertanyaan", "Terima kasih. வணக்கம்"],
    ["Cyrillic", "Запрос", "Здравствуйте!"],
  ];

  test.each(cases)("%s survives encoding and decoding", (_label, subject, body) => {
    const { parts } = roundTrip(subject, body);
    expect(parts).toEqual({ to: TO, subject, body });
  });

  test("newlines come back as CRLF", () => {
    const body = "Line one\nLine two\r\nLine three\rLine four\n\nLast";
    const { href, parts } = roundTrip("Subject", body);
    expect(parts.body).toBe("Line one\r\nLine two\r\nLine three\r\nLine four\r\n\r\nLast");
    expect(href).not.toMatch(/%0A(?<!%0D%0A)/);
    expect(href.match(/%0A/g)).toHaveLength(5);
    expect(href.match(/%0D%0A/g)).toHaveLength(5);
  });

  test("everything at once", () => {
    const subject = `Q&A: "AI" + voice = 100%? #1 😀 日本`;
    const body = `Hi,\nname=Ali & co?\n#tag 50% + more 'quotes' "double"\n🚀 中文 العربية`;
    const { parts } = roundTrip(subject, body);
    expect(parts.subject).toBe(subject);
    expect(parts.body).toBe(normalizeLineBreaks(body));
  });

  test("the href has the RFC 6068 shape", () => {
    const result = buildMailto({ to: TO, subject: "Hello world", body: "A & B" });
    expect(result).toMatchObject({ ok: true, href: `mailto:${TO}?subject=Hello%20world&body=A%20%26%20B` });
  });

  test("empty subject and body are left out", () => {
    expect(buildMailto({ to: TO, subject: "", body: "" })).toMatchObject({ ok: true, href: `mailto:${TO}` });
    expect(buildMailto({ to: TO, subject: "", body: "x" })).toMatchObject({ ok: true, href: `mailto:${TO}?body=x` });
  });

  test("several addresses are comma separated and keep '@'", () => {
    const result = buildMailto({ to: "a@example.com, b@example.com", subject: "s", body: "" });
    expect(result).toMatchObject({ ok: true, href: "mailto:a@example.com,b@example.com?subject=s" });
  });

  test("decodeMailto keeps '+' as a plus sign and rejects other schemes", () => {
    expect(decodeMailto(`mailto:${TO}?subject=a+b`).subject).toBe("a+b");
    expect(decodeMailto(`MAILTO:${TO}?Subject=x&BODY=y`)).toEqual({ to: TO, subject: "x", body: "y" });
    expect(() => decodeMailto("https://example.com")).toThrow();
  });
});

describe("buildMailto length guard", () => {
  test("an href of 2,046 characters, the longest link Outlook on Windows opens, is accepted; one more is refused", () => {
    const prefix = `mailto:${TO}?body=`;
    const fits = "x".repeat(2046 - prefix.length);
    const exact = buildMailto({ to: TO, subject: "", body: fits });
    expect(exact.ok).toBe(true);
    if (exact.ok) expect(exact.href).toHaveLength(2046);

    const over = buildMailto({ to: TO, subject: "", body: `${fits}x` });
    expect(over).toEqual({ ok: false, reason: "too-long", length: 2047, max: 2046 });
  });

  test("the limit counts encoded length: 300 CJK characters are 2700 encoded", () => {
    const result = buildMailto({ to: TO, subject: "", body: "字".repeat(300) });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toBe("too-long");
      expect(result.length).toBe(`mailto:${TO}?body=`.length + 300 * 9);
    }
  });

  test("a custom maximum can be passed", () => {
    expect(buildMailto({ to: TO, subject: "hello", body: "" }, 10).ok).toBe(false);
  });
});

describe("field limits", () => {
  test("the limits per field", () => {
    expect(fieldLimits).toEqual({ name: 100, email: 254, subject: 150, message: 10_000 });
  });

  test("values within limits pass", () => {
    expect(
      checkFieldLimits({ name: "n".repeat(100), email: "e".repeat(254), subject: "s".repeat(150), message: "m".repeat(1500) }),
    ).toBeNull();
    expect(checkFieldLimits({})).toBeNull();
  });

  test("reports the first over-limit field in form order with count and max", () => {
    expect(checkFieldLimits({ message: "m".repeat(1501), subject: "s".repeat(151) })).toEqual({
      field: "subject",
      count: 151,
      max: 150,
    });
    expect(checkFieldLimits({ name: "n".repeat(101) })).toEqual({ field: "name", count: 101, max: 100 });
    expect(checkFieldLimits({ email: "e".repeat(255) })).toEqual({ field: "email", count: 255, max: 254 });
    expect(checkFieldLimits({ message: "m".repeat(10_001) })).toEqual({ field: "message", count: 10_001, max: 10_000 });
  });

  test("surrounding whitespace is not counted", () => {
    expect(checkFieldLimits({ name: `   ${"n".repeat(100)}   ` })).toBeNull();
  });

  test("a plain message at its limit with ordinary other fields fits in a mailto href", () => {
    const email = composeContactEmail(
      {
        name: "Nur Aisyah binti Rahman",
        email: "aisyah.rahman@example.com.my",
        subject: "s".repeat(100),
        message: "m".repeat(1500),
      },
      TO,
      MAIL_EN,
    );
    expect(buildMailto(email).ok).toBe(true);
  });

  test("every field at its maximum together is reported as too long, not clipped", () => {
    const email = composeContactEmail(
      { name: "n".repeat(100), email: "e".repeat(254), subject: "s".repeat(150), message: "m".repeat(1500) },
      TO,
      MAIL_EN,
    );
    const result = buildMailto(email);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.length).toBeGreaterThan(result.max);
  });
});

describe("composers", () => {
  test("contact email: subject from the form, body with name, email and message", () => {
    const email = composeContactEmail(
      { name: " Aisyah Rahman ", email: "aisyah@example.com", subject: " Chat bot pilot ", message: "Hello,\nWe need a quote." },
      TO,
      MAIL_EN,
    );
    expect(email.to).toBe(TO);
    expect(email.subject).toBe("Chat bot pilot");
    expect(email.body).toBe("Name: Aisyah Rahman\nEmail: aisyah@example.com\n\nMessage:\nHello,\nWe need a quote.");
    const result = buildMailto(email);
    expect(result.ok && decodeMailto(result.href).subject).toBe("Chat bot pilot");
  });

  test("appointment email from a Date: subject names the person, date and time", () => {
    const email = composeAppointmentEmail(
      { name: "Wei Ling", email: "wl@example.com", date: new Date(2025, 5, 10), time: "02:00 PM" },
      TO,
      MAIL_EN,
    );
    expect(email.to).toBe(TO);
    expect(email.subject.startsWith("Appointment Request")).toBe(true);
    expect(email.subject).toBe("Appointment Request – Wei Ling, June 10, 2025, 02:00 PM");
    expect(email.body).toContain("Name: Wei Ling");
    expect(email.body).toContain("Email: wl@example.com");
    expect(email.body).toContain("Preferred date: June 10, 2025");
    expect(email.body).toContain("Preferred time: 02:00 PM");
  });

  test("appointment email from a YYYY-MM-DD string gives the same text", () => {
    const fromDate = composeAppointmentEmail(
      { name: "A", email: "a@b.co", date: new Date(2026, 0, 5), time: "09:00 AM" },
      TO,
      MAIL_EN,
    );
    const fromString = composeAppointmentEmail({ name: "A", email: "a@b.co", date: "2026-01-05", time: "09:00 AM" }, TO, MAIL_EN);
    expect(fromString).toEqual(fromDate);
    expect(fromString.subject).toContain("January 5, 2026");
  });

  test("the en dash in the appointment subject round-trips", () => {
    const email = composeAppointmentEmail({ name: "Ali", email: "a@b.co", date: "2025-06-10", time: "11:00 AM" }, TO, MAIL_EN);
    const result = buildMailto(email);
    expect(result.ok).toBe(true);
    if (result.ok) expect(decodeMailto(result.href).subject).toBe(email.subject);
  });

  test("partner email: fixed subject and a short request for details", () => {
    const email = composePartnerEmail("Cloud SLA", "partners@nusantara-ai.com.my", MAIL_EN);
    expect(email).toEqual({
      to: "partners@nusantara-ai.com.my",
      subject: "Inquiry about Cloud SLA Partner Program",
      body: expect.stringContaining("Cloud SLA Partner Program") as unknown as string,
    });
    expect(email.body).toMatch(/more details/);
    expect(email.body.length).toBeLessThan(400);
  });

  test("partner titles with & and emoji survive the href", () => {
    const email = composePartnerEmail("Service & Delivery 🤝", "partners@nusantara-ai.com.my", MAIL_EN);
    const result = buildMailto(email);
    expect(result.ok).toBe(true);
    if (result.ok) {
      const parts = decodeMailto(result.href);
      expect(parts.subject).toBe("Inquiry about Service & Delivery 🤝 Partner Program");
      expect(parts.body).toBe(normalizeLineBreaks(email.body));
    }
  });
});
