/**
 * What a visitor of a translated page meets only after a click, in that page's language (issue 59, item 4): the
 * chat's notice when its language changes, the date picker's labels, the e-mail the appointment form hands to the
 * mail app (subject, body and the text "Copy message" copies), and the prepared e-mail of a page without scripts.
 * Each is rendered or composed as the page does it, in every translated locale.
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";

import { dayButtonLabel } from "@/lib/day-labels";
import { APPOINTMENT_SLOTS, slotLabel } from "@/lib/forms";
import { clientStrings, translatorFor } from "@/lib/i18n";
import { LocaleProvider } from "@/lib/i18n/client";
import { LOCALES, PREFIXED_LOCALES, type Locale, type PrefixedLocale } from "@/lib/i18n/locales";
import { appointmentEmailTemplate, buildMailto, composeAppointmentEmail, decodeMailto, mailText } from "@/lib/mailto";
import { noticeStore } from "@/lib/notices";
import { mailAsText } from "@/lib/open-mail";
import { ChatPanel } from "@/components/chat/chat-panel";
import { AppointmentForm } from "@/components/contact/appointment-form";
import { problemGap } from "@/components/contact/delivery-failure";

const TO = "info@nusantara-ai.com.my";

/** English names of the site's languages, and the languages' own names, which a sentence in another language must not carry. */
const ENGLISH_NAMES = ["English", "Spanish", "French", "Chinese"];
const OWN_NAMES: Record<Locale, string> = { en: "English", es: "Español", fr: "Français", zh: "中文" };
/** How each language writes a label before its value, and the 24-hour time of the 2 PM slot. */
const LABEL_COLON: Record<PrefixedLocale, RegExp> = { es: /^[^:：]+: \S/, fr: /^[^:：]+\u202f: \S/, zh: /^[^:：]+：\S/ };
const TWO_PM: Record<PrefixedLocale, string> = { es: "14:00", fr: "14\u00a0h", zh: "14:00" };
const TWELVE_HOUR = /\b\d{1,2}:\d{2}\s?[AP]M\b/i;

function inPage(locale: Locale, ui: React.ReactNode) {
  return render(
    <LocaleProvider locale={locale} strings={clientStrings(locale, { forms: true })}>
      {ui}
    </LocaleProvider>,
  );
}

beforeEach(() => act(() => noticeStore.remove()));
// The chat's message list (a Radix scroll area) watches its size.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

describe.each([...PREFIXED_LOCALES])("a %s page", (locale) => {
  const t = translatorFor(locale);

  test("the chat's notice names the language it switches to in the page's language", async () => {
    // The product catalogue the panel fetches; none is needed here.
    global.fetch = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve([]) })) as unknown as typeof fetch;
    inPage(locale, <ChatPanel greeting="" seed={{ text: "", send: false, focused: false, selection: null }} />);
    const select = screen.getByLabelText(t("chat.language"));
    const said: string[] = [];
    for (const code of LOCALES.filter((code) => code !== locale)) {
      await act(async () => {
        fireEvent.change(select, { target: { value: code } });
      });
      await waitFor(() => expect(noticeStore.getSnapshot()[0]?.description).toBeDefined());
      said.push(noticeStore.getSnapshot()[0]!.description!);
      act(() => noticeStore.remove());
    }
    expect(said).toHaveLength(LOCALES.length - 1);
    for (const text of said) {
      for (const name of [...ENGLISH_NAMES, ...LOCALES.filter((l) => l !== locale).map((l) => OWN_NAMES[l])]) {
        expect(text).not.toContain(name);
      }
    }
    const english = new Intl.DisplayNames([locale === "zh" ? "zh-Hans" : locale], { type: "language" }).of("en")!;
    expect(said[0]).toBe(t("chat.languageSwitchedDescription", { language: english }));
  });

  test("the date picker's buttons, navigation and days are labelled in the page's language", async () => {
    inPage(locale, <AppointmentForm to={TO} />);
    // jsdom has no popovers: the toggle the browser fires when the button opens it.
    const calendar = document.getElementById("appointment-calendar")!;
    await act(async () => {
      calendar.dispatchEvent(Object.assign(new Event("toggle"), { newState: "open" }));
    });
    await waitFor(() => expect(calendar.querySelector("[role=grid]")).not.toBeNull());
    const labels = [...calendar.querySelectorAll("[aria-label]")].map((element) => element.getAttribute("aria-label")!);
    expect(labels.filter((label) => /Go to the|Navigation bar|Month|Today|selected/.test(label))).toEqual([]);
    expect(screen.getByRole("button", { name: t("form.previousMonth") })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: t("form.nextMonth") })).toBeInTheDocument();
    expect(calendar.querySelector("nav")).toHaveAttribute("aria-label", t("form.monthNavigation"));
    // The month's grid and caption in the language's order ("décembre 2026", "2026年12月"), never English month names.
    const grid = calendar.querySelector("[role=grid]")!.getAttribute("aria-label")!;
    expect(grid).not.toMatch(/January|February|March|April|May|June|July|August|September|October|November|December/);
    if (locale === "zh") expect(grid).toMatch(/^\d{4}年\d{1,2}月$/);
    const caption = calendar.querySelector(".rdp-caption_label")!.textContent!;
    expect(caption).toBe(grid);
  });

  test("the appointment e-mail gives the time as the page shows it, and the language's punctuation", async () => {
    const opened: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.href);
    });
    try {
      inPage(locale, <AppointmentForm to={TO} />);
      // The button the visitor picks reads the page's time; the value it sends stays the slot.
      const slot = document.querySelector<HTMLInputElement>('input[name=time][value="02:00 PM"]')!;
      expect(slot.closest("label")!.textContent).toBe(TWO_PM[locale]);
      fireEvent.click(slot);
      fireEvent.change(document.getElementById("appointment-typed-date")!, { target: { value: "2030-06-17" } });
      fireEvent.change(document.getElementById("appointment-name")!, { target: { value: "Chen Wei" } });
      fireEvent.change(document.getElementById("appointment-email")!, { target: { value: "chen@example.cn" } });
      await act(async () => {
        fireEvent.submit(document.querySelector("form[aria-labelledby=appointment-form-heading]")!);
      });
      await waitFor(() => expect(opened).toHaveLength(1));
    } finally {
      click.mockRestore();
    }
    const mail = decodeMailto(opened[0]!);
    expect(mail.subject).toContain(TWO_PM[locale]);
    expect(mail.subject).not.toMatch(TWELVE_HOUR);
    expect(mail.body).not.toMatch(TWELVE_HOUR);
    expect(mail.body).toContain(TWO_PM[locale]);
    const fields = mail.body.split("\r\n").filter((line) => line.includes("Chen Wei") || line.includes("chen@example.cn"));
    expect(fields).toHaveLength(2);
    for (const line of fields) expect(line).toMatch(LABEL_COLON[locale]);
    if (locale === "zh") expect(mail.body).not.toMatch(/[\p{sc=Han}]: /u);
    if (locale === "fr") expect(mail.body).not.toMatch(/\S:/);

    // What "Copy message" copies: its headers in the page's language too.
    const copied = mailAsText(mail, mailText(t)).split("\n");
    expect(copied[0]).not.toMatch(/^To:/);
    expect(copied[1]).not.toMatch(/^Subject:/);
    expect(copied[0]).toMatch(LABEL_COLON[locale]);
  });

  test("the prepared appointment e-mail of a page without scripts lists the slots as the page shows them", () => {
    const link = buildMailto(appointmentEmailTemplate(TO, APPOINTMENT_SLOTS, mailText(t), locale));
    expect(link.ok).toBe(true);
    if (!link.ok) return;
    const { body } = decodeMailto(link.href);
    expect(body).not.toMatch(TWELVE_HOUR);
    // The slots as a choice in the language's own words ("15:00 o 16:00", "15 h ou 16 h", "15:00或16:00").
    const labels = APPOINTMENT_SLOTS.map((slot) => slotLabel(slot, locale));
    expect(body).toContain(new Intl.ListFormat(locale === "zh" ? "zh-Hans" : locale, { type: "disjunction" }).format(labels));
    const blanks = body.split("\r\n").slice(4, 6);
    expect(blanks).toEqual([
      `${t("mail.name")}${locale === "zh" ? "：" : locale === "fr" ? "\u202f: " : ": "}`,
      `${t("mail.email")}${locale === "zh" ? "：" : locale === "fr" ? "\u202f: " : ": "}`,
    ]);
    if (locale === "zh") expect(body).toContain("（09:00、10:00、11:00、14:00、15:00或16:00，马来西亚时间）：");
    if (locale === "fr")
      expect(body).toContain("(9\u00a0h, 10\u00a0h, 11\u00a0h, 14\u00a0h, 15\u00a0h ou 16\u00a0h, heure de Malaisie)\u202f: ");
    if (locale === "es") expect(body).toContain("(09:00, 10:00, 11:00, 14:00, 15:00 o 16:00, hora de Malasia): ");
  });

  test("an appointment composed from the slot's value names the page's time, whatever the caller passes", () => {
    const mail = composeAppointmentEmail(
      { name: "Lucía", email: "l@example.com", date: "2026-12-03", time: "02:00 PM" },
      TO,
      mailText(t),
      locale,
    );
    expect(mail.subject.endsWith(TWO_PM[locale])).toBe(true);
    expect(`${mail.subject}\n${mail.body}`).not.toMatch(TWELVE_HOUR);
  });
});

test("a Chinese day's notes are bracketed and joined with full-width marks", () => {
  const zh = translatorFor("zh");
  const labels = {
    today: zh("form.dayToday"),
    selected: zh("form.daySelected"),
    unavailable: zh("form.dayUnavailable"),
    withNotes: zh("form.dayWithNotes"),
    separator: zh("form.dayNoteSeparator"),
  };
  expect(dayButtonLabel(new Date(2026, 11, 2), { today: true, selected: true }, { labels })).toMatch(/（今天，已选）$/);
});

test("a refused field's problem follows its name as the language writes it: no break before a French colon, no space in Chinese", () => {
  expect(`Nom complet${problemGap(": ce champ est vide")}: ce champ est vide`).toBe("Nom complet\u202f: ce champ est vide");
  expect(`姓名${problemGap("未填写")}未填写`).toBe("姓名未填写");
  expect(`Nombre${problemGap("no se ha rellenado")}no se ha rellenado`).toBe("Nombre no se ha rellenado");
});
