import type { Metadata, Viewport } from "next";

import { chatGreeting } from "@/lib/chat/greeting";
import { company } from "@/lib/content";
import { clientStrings, translatorFor } from "@/lib/i18n";
import { LocaleProvider } from "@/lib/i18n/client";
import { LOCALE_INFO, PREFIXED_LOCALES, type Locale, type PrefixedLocale } from "@/lib/i18n/locales";
import { setRequestLocale } from "@/lib/i18n/request-locale";
import { SITE_URL, THEME_COLOR } from "@/lib/site";
import { AnimatedBackground } from "@/components/layout/animated-background";
import { FrameworkFailedNote } from "@/components/layout/framework-failed-note";
import { PageTransition } from "@/components/layout/page-transition";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { NoticeHost } from "@/components/notices/notice-host";
import { BotFirstScreen, ChatFirstScreen, firstBotGreeting } from "@/components/widgets/first-screens";
import { Launchers } from "@/components/widgets/launchers";
import { TranslationHint, type HintText } from "@/components/widgets/translation-hint";

export function rootMetadata(locale: Locale): Metadata {
  const t = translatorFor(locale);
  return {
    metadataBase: new URL(SITE_URL),
    title: { default: `${company.name} | ${t("site.tagline")}`, template: `%s${t("meta.titleSuffix")}` },
    applicationName: company.name,
    formatDetection: { telephone: false },
  };
}

export const rootViewport: Viewport = {
  themeColor: THEME_COLOR,
  width: "device-width",
  initialScale: 1,
};

const hintTexts = () =>
  Object.fromEntries(
    PREFIXED_LOCALES.map((l) => {
      const t = translatorFor(l);
      return [l, { text: t("language.hintText"), link: t("language.hintLink"), dismiss: t("language.hintDismiss") }];
    }),
  ) as Record<PrefixedLocale, HintText>;

/** The document every page shares; app/site-document.tsx gives it the app's font (`fontClassName`) and stylesheet. */
export function RootDocument({
  locale,
  fontClassName,
  children,
}: {
  locale: Locale;
  fontClassName: string;
  children: React.ReactNode;
}) {
  setRequestLocale(locale);
  const t = translatorFor(locale);
  return (
    <html lang={LOCALE_INFO[locale].tag} className={fontClassName}>
      <body className="flex min-h-dvh flex-col font-sans">
        <LocaleProvider locale={locale} strings={clientStrings(locale)}>
          <a
            href="#main"
            className="sr-only z-50 rounded-full bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            {t("nav.skipToContent")}
          </a>
          <AnimatedBackground />
          <SiteHeader />
          <PageTransition>
            <main id="main" tabIndex={-1} className="flex-1 outline-none">
              {children}
            </main>
          </PageTransition>
          <SiteFooter />
          <Launchers
            firstScreens={{
              chat: <ChatFirstScreen greeting={chatGreeting(locale)} />,
              video: <BotFirstScreen kind="video" />,
              voice: <BotFirstScreen kind="voice" />,
            }}
            greetings={{ chat: chatGreeting(locale), video: firstBotGreeting("video"), voice: firstBotGreeting("voice") }}
          />
          {locale === "en" ? <TranslationHint texts={hintTexts()} /> : null}
          <NoticeHost />
          <FrameworkFailedNote />
        </LocaleProvider>
      </body>
    </html>
  );
}
