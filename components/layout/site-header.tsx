import { t } from "@/lib/i18n";
import { navigation } from "@/content/navigation";
import { searchLabels } from "@/content/search";
import { SearchButton } from "@/components/search/search-button";

import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 h-header border-b border-slate-200/80 bg-white/95">
      <div className="relative mx-auto flex h-full max-w-content items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <Logo />
        <DesktopNav items={navigation} label={t("nav.main")} />
        <SearchButton labels={searchLabels} />
        <MobileNav items={navigation} labels={{ open: t("nav.openMenu"), close: t("nav.closeMenu"), nav: t("nav.mobile") }} />
      </div>
    </header>
  );
}
