import { formatDate } from "@/lib/dates";
import { requestLocale } from "@/lib/i18n/request-locale";

export function CategoryPill({ category }: { category: string }) {
  return <span className="rounded-full bg-brand-50 px-3 py-0.5 font-medium text-brand-800">{category}</span>;
}

export function PostDate({ date }: { date: string }) {
  return (
    <time dateTime={date} className="text-ink-muted">
      {formatDate(date, requestLocale())}
    </time>
  );
}
