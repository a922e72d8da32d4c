// Server component: what the search dialog shows before its code runs, and without any. As a static part
// (StaticHtml) it costs the page neither JavaScript nor hydration payload; SiteSearch puts it in the dialog
// until the live panel takes its place (useLiveOverlay).
import { localePath } from "@/lib/i18n/locales";
import { requestLocale } from "@/lib/i18n/request-locale";
import { routes } from "@/content/routes";
import type { SearchLabels } from "@/content/types";
import { StaticHtml } from "@/components/ui/static-html";

import { SearchDialogHead, SearchField } from "./search-frame";

export function SearchFirstScreen({ labels }: { labels: SearchLabels }) {
  return (
    <StaticHtml className="contents">
      <SearchDialogHead labels={labels} />
      {/* Until the code runs, Enter is held and answered by it; where it never runs, Enter opens the site map. */}
      <SearchField
        labels={labels}
        formProps={{ action: localePath(requestLocale(), routes.siteMap), method: "get", "data-hold-press": "" }}
      />
      <p className="mt-3 text-sm text-ink-soft without-framework:hidden">{labels.hint}</p>
      <p className="mt-3 hidden text-sm text-ink-soft without-framework:block">{labels.withoutScript}</p>
    </StaticHtml>
  );
}
