"use client";

import { useEffect, useRef, useState } from "react";
import { usePathname } from "next/navigation";
import { Check } from "lucide-react";
import { flushSync } from "react-dom";

import { useLocale, useT } from "@/lib/i18n/client";
import { isLocale, LOCALE_INFO, localePath, LOCALES, splitLocale, type Locale } from "@/lib/i18n/locales";
import { DEFAULT_LANGUAGE, languageNameIn, resolveLanguage, SITE_LANGUAGES } from "@/lib/languages";
import { NOTICE_DURATIONS, noticeStore } from "@/lib/notices";
import { readString, STORAGE_KEYS, writeString } from "@/lib/safe-storage";

import { LANGUAGE_MENU_ID } from "./overlay-ids";

/** The not-found page's own paths, which no language publishes: its list leads to each language's home. */
const NOT_FOUND_PATHS = new Set(["/_not-found", "/404"]);

/** This page in every language, as the server writes it: every page is published in every locale. */
function samePageIn(pathname: string): Record<Locale, string> {
  const { path } = splitLocale(pathname);
  const withSlash = NOT_FOUND_PATHS.has(path.replace(/\/$/, "")) ? "/" : path.endsWith("/") ? path : `${path}/`;
  return Object.fromEntries(LOCALES.map((l) => [l, localePath(l, withSlash)])) as Record<Locale, string>;
}

/** What the page's `hreflang` alternates name for each language, else that language's home page (the not-found page has none). */
function alternatesOfThisPage(): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((l) => {
      const link = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${LOCALE_INFO[l].tag}"]`);
      return [l, link?.href ? `${new URL(link.href).pathname}${location.hash}` : localePath(l, "/")];
    }),
  ) as Record<Locale, string>;
}

const item =
  "flex w-full items-center justify-between rounded-xl px-3 py-2 text-left text-sm text-ink hover:bg-brand-50 aria-[current=true]:font-semibold aria-[current=true]:text-brand-800 aria-pressed:font-semibold aria-pressed:text-brand-800";

/**
 * The site language list: a popover in the server HTML, opened by any button with `popovertarget` (the
 * launcher, or the header's on a phone). A published language is a plain link to this page in it, so the
 * list works before and without any script; a planned one saves the preference and says so in a notice.
 */
export function LanguageMenu() {
  const t = useT();
  const locale = useLocale();
  const pathname = usePathname();
  const [hrefs, setHrefs] = useState(() => samePageIn(pathname));
  // On an English page, a planned language the visitor chose earlier shows as chosen.
  const [planned, setPlanned] = useState<string | null>(null);

  const list = useRef<HTMLDivElement>(null);
  // What the list shows now, for the toggle handler to compare against without re-subscribing.
  const hrefsRef = useRef(hrefs);
  const plannedRef = useRef(planned);
  useEffect(() => {
    hrefsRef.current = hrefs;
    plannedRef.current = planned;
  }, [hrefs, planned]);

  // As the list opens (before its first frame): the head's alternates, and the preference saved in storage.
  useEffect(() => {
    const element = list.current;
    const onBeforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== "open") return;
      const saved = resolveLanguage(readString(STORAGE_KEYS.websiteLang, DEFAULT_LANGUAGE), SITE_LANGUAGES);
      const nextHrefs = alternatesOfThisPage();
      const nextPlanned = locale === "en" && !isLocale(saved) ? saved : null;
      // Most opens change nothing (the server wrote the same links): render only when something did, so the
      // tap's frame is not held by a render of the whole list (25–40 ms on a 4× slowed phone).
      if (nextPlanned === plannedRef.current && LOCALES.every((l) => nextHrefs[l] === hrefsRef.current[l])) return;
      flushSync(() => {
        setHrefs(nextHrefs);
        setPlanned(nextPlanned);
      });
    };
    element?.addEventListener("beforetoggle", onBeforeToggle);
    return () => element?.removeEventListener("beforetoggle", onBeforeToggle);
  }, [locale]);

  const hide = () => list.current?.hidePopover();

  function choosePlanned(code: string) {
    setPlanned(code);
    const saved = writeString(STORAGE_KEYS.websiteLang, code) && readString(STORAGE_KEYS.websiteLang, "") === code;
    hide();
    noticeStore.add({
      title: t("langToastTitle"),
      description: t(saved ? "langToastDescription" : "langToastDescriptionNotSaved", {
        languageName: languageNameIn(code, locale),
      }),
      duration: NOTICE_DURATIONS.language,
    });
  }

  const current = planned ?? locale;
  return (
    <div
      ref={list}
      id={LANGUAGE_MENU_ID}
      popover="auto"
      role="group"
      aria-label={t("language.listLabel")}
      className="fixed inset-auto top-[6.25rem] right-3 m-0 w-48 rounded-2xl border border-slate-200 bg-white p-2 shadow-card sm:top-auto sm:right-4 sm:bottom-20"
    >
      <ul className="grid gap-0.5">
        {SITE_LANGUAGES.map((lang) => {
          const chosen = current === lang.code;
          const mark = chosen ? <Check aria-hidden="true" className="size-4" /> : null;
          return (
            <li key={lang.code}>
              {isLocale(lang.code) ? (
                <a
                  href={hrefs[lang.code]}
                  hrefLang={LOCALE_INFO[lang.code].tag}
                  lang={LOCALE_INFO[lang.code].tag}
                  aria-current={chosen ? "true" : undefined}
                  autoFocus={chosen}
                  onClick={(event) => {
                    writeString(STORAGE_KEYS.websiteLang, lang.code);
                    if (lang.code !== locale) return;
                    event.preventDefault();
                    hide();
                  }}
                  className={item}
                >
                  {lang.name}
                  {mark}
                </a>
              ) : (
                <button
                  type="button"
                  lang={lang.code}
                  aria-pressed={chosen}
                  onClick={() => choosePlanned(lang.code)}
                  className={item}
                >
                  {lang.name}
                  {mark}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
