import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";

import { company } from "@/lib/content";
import { t } from "@/lib/i18n";
import { SITE_URL, THEME_COLOR } from "@/lib/site";
import { AnimatedBackground } from "@/components/layout/animated-background";
import { FrameworkFailedNote } from "@/components/layout/framework-failed-note";
import { PageTransition } from "@/components/layout/page-transition";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { NoticeHost } from "@/components/notices/notice-host";
import { GlobalWidgets } from "@/components/widgets/global-widgets";

import "./globals.css";

const inter = localFont({
  // Subset by `npm run font`. Preloaded, as the small document leaves it the bandwidth to be there for the first frame.
  src: "./fonts/inter-subset.woff2",
  variable: "--font-inter",
  display: "optional",
  preload: true,
  adjustFontFallback: "Arial",
  weight: "400 800",
});

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: `${company.name} | AI Bots, Business Apps & Managed Communications`, template: `%s | ${company.name}` },
  applicationName: company.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: THEME_COLOR,
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex min-h-dvh flex-col font-sans">
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
        <GlobalWidgets
          labels={{
            videoOpen: t("bots.videoOpen"),
            voiceOpen: t("bots.voiceOpen"),
            language: t("language.button"),
            chatOpen: t("chat.open"),
            chatClose: t("chat.close"),
            region: t("widgets.region"),
          }}
        />
        <NoticeHost />
        <FrameworkFailedNote />
      </body>
    </html>
  );
}
