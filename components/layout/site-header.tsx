import { getIndustries, getSearchLabels, getServices } from "@/lib/content";
import { isTranslationKey, t } from "@/lib/i18n";
import { localizeHref } from "@/lib/pages/links";
import { navigation } from "@/content/navigation";
import { routes } from "@/content/routes";
import type { NavItem } from "@/content/types";
import { SearchFirstScreen } from "@/components/search/search-first-screen";
import { SiteSearch } from "@/components/search/site-search";
import { LanguagesIcon } from "@/components/widgets/overlay-icons";
import { LANGUAGE_MENU_ID } from "@/components/widgets/overlay-ids";

import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

function localized(items: NavItem[]): NavItem[] {
  const named = new Map<string, string>([
    ...getIndustries().map((i): [string, string] => [routes.industry(i.id), i.name]),
    ...getServices().map((s): [string, string] => [routes.service(s.id), s.name]),
  ]);
  return items.map((item) => ({
    ...item,
    name: isTranslationKey(item.translationKey) ? t(item.translationKey) : (named.get(item.path) ?? item.name),
    path: localizeHref(item.path),
    ...(item.submenu ? { submenu: localized(item.submenu) } : {}),
  }));
}

export function SiteHeader() {
  const items = localized(navigation);
  const searchLabels = getSearchLabels();
  const labels = { ...searchLabels, suggestions: searchLabels.suggestions.map((s) => ({ ...s, path: localizeHref(s.path) })) };
  return (
    <header className="sticky top-0 z-40 h-header border-b border-slate-200/80 bg-white/95">
      <div className="relative mx-auto flex h-full max-w-content items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <Logo />
        <DesktopNav items={items} label={t("nav.main")} />
        <SiteSearch labels={labels} firstScreen={<SearchFirstScreen labels={labels} />} />
        {/* On a phone the language list opens from here: the bottom corner holds only the assistants' launcher. */}
        <button
          type="button"
          popoverTarget={LANGUAGE_MENU_ID}
          aria-label={t("language.button")}
          className="inline-flex size-11 items-center justify-center rounded-full text-ink-soft hover:bg-brand-50 hover:text-ink sm:hidden"
        >
          <LanguagesIcon className="size-5" />
        </button>
        <MobileNav items={items} labels={{ open: t("nav.openMenu"), close: t("nav.closeMenu"), nav: t("nav.mobile") }} />
      </div>
    </header>
  );
}
