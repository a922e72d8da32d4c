import { navigation } from "@/content/navigation";
import { t } from "@/lib/i18n/server";

import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 h-header border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="relative mx-auto flex h-full max-w-content items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <Logo />
        <DesktopNav items={navigation} label={t("nav.main")} />
        <MobileNav
          items={navigation}
          labels={{ open: t("nav.openMenu"), close: t("nav.closeMenu"), nav: t("nav.mobile") }}
        />
      </div>
    </header>
  );
}
