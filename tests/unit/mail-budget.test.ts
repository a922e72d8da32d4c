/**
 * Every message is either sent whole in the mail link or, one character past what a
 * link can carry, handed over by copy with a short link: in every script a Kuala
 * Lumpur visitor might write.
 */
import { translatorFor } from "@/lib/i18n";
import {
  buildMailto,
  composeContactEmail,
  composeCopiedContactEmail,
  decodeMailto,
  mailLinkUsage,
  mailText,
  MAILTO_MAX_LENGTH,
} from "@/lib/mailto";

const MAIL_EN = mailText(translatorFor("en"));

const TO = "info@nusantara-ai.com.my";
const base = { name: "Test", email: "test@example.com", subject: "Hello" };

/** Repeat whole units (code points, or a short word) up to `count` units. */
const repeatUnits = (units: readonly string[], count: number): string =>
  Array.from({ length: count }, (_, i) => units[i % units.length]).join("");

const scripts: [string, readonly string[]][] = [
  ["Latin", ["a"]],
  ["Malay prose", Array.from("Selamat pagi, saya ingin tahu tentang bot suara anda & harga (RM) + sokongan. ")],
  ["Chinese", ["漢"]],
  ["Tamil", Array.from("வணக்கம் ")],
  ["Arabic with an RTL mark", ["\u200F", ...Array.from("مرحبا بكم ")]],
  ["emoji", ["🚀"]],
];

/** The most units of `units` whose contact e-mail still fits in one mail link. */
function longestAccepted(units: readonly string[]): number {
  let low = 0;
  let high = 20_000;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const ok = buildMailto(composeContactEmail({ ...base, message: repeatUnits(units, mid) }, TO, MAIL_EN)).ok;
    if (ok) low = mid;
    else high = mid - 1;
  }
  return low;
}

describe.each(scripts)("%s message", (_script, units) => {
  const limit = longestAccepted(units);
  // The form trims the message, as composeContactEmail does.
  const atLimit = repeatUnits(units, limit).trim();
  const over = repeatUnits(units, limit + 1);

  test("at the limit: the mail link carries the whole message, exactly", () => {
    const mail = composeContactEmail({ ...base, message: atLimit }, TO, MAIL_EN);
    const link = buildMailto(mail);
    expect(link.ok).toBe(true);
    if (!link.ok) return;
    expect(link.href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    const decoded = decodeMailto(link.href);
    expect(decoded.subject).toBe("Hello");
    expect(decoded.body).toBe(`Name: Test\r\nEmail: test@example.com\r\n\r\nMessage:\r\n${atLimit.replace(/\n/g, "\r\n")}`);
    expect(mailLinkUsage(mail).state).not.toBe("over");
  });

  test("one character over: the counter says so before sending, and the short copy-and-paste mail fits", () => {
    const full = composeContactEmail({ ...base, message: over }, TO, MAIL_EN);
    expect(buildMailto(full).ok).toBe(false);
    const usage = mailLinkUsage(full);
    expect(usage.state).toBe("over");
    expect(usage.percent).toBeGreaterThan(100);

    const short = buildMailto(composeCopiedContactEmail({ ...base, message: over }, TO, MAIL_EN));
    expect(short.ok).toBe(true);
    if (!short.ok) return;
    const decoded = decodeMailto(short.href);
    expect(decoded.subject).toBe("Hello");
    expect(decoded.body).toContain("too long for an email link");
    expect(decoded.body).toContain("Name: Test\r\nEmail: test@example.com");
  });
});

test("the longest accepted message per script, in characters (code points)", () => {
  const longest = Object.fromEntries(scripts.map(([script, units]) => [script, longestAccepted(units)]));
  // A Latin letter costs 1 encoded character, a Chinese or Tamil one 9, an Arabic one 6, an emoji 12.
  expect(longest).toEqual({
    Latin: 1918,
    "Malay prose": 1294,
    Chinese: 213,
    Tamil: 232,
    "Arabic with an RTL mark": 334,
    emoji: 159,
  });
});

test("the counter warns from 90% of the link budget, before the limit", () => {
  const near = mailLinkUsage({ to: TO, subject: "", body: "a".repeat(Math.ceil(MAILTO_MAX_LENGTH * 0.9)) });
  expect(near.state).toBe("near");
  const ok = mailLinkUsage({ to: TO, subject: "", body: "a".repeat(100) });
  expect(ok.state).toBe("ok");
  expect(ok.percent).toBeLessThan(10);
});
