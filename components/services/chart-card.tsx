import { t } from "@/lib/i18n";
import { requestLocale } from "@/lib/i18n/request-locale";
import { formatChartValue } from "@/lib/i18n/typography";
import type { ChartPoint } from "@/content/types";
import { Card } from "@/components/ui/card";
import { StaticHtml } from "@/components/ui/static-html";
import { LazyBarChart } from "@/components/charts/lazy-bar-chart";

export function ChartCard({
  id,
  title,
  data,
  unit,
  color,
  domain,
}: {
  id: string;
  title: string;
  data: ChartPoint[];
  unit: string;
  color: string;
  domain: [number | "auto", number | "auto"];
}) {
  return (
    <Card>
      <h3 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h3>
      <LazyBarChart
        label={t("ui.chartLabel", { title })}
        data={data}
        unit={unit}
        locale={requestLocale()}
        color={color}
        domain={domain}
      />
      {/* The figures never change once written: only the chart beside them needs the framework. */}
      <StaticHtml className="mt-4">
        <table className="w-full text-left text-sm" aria-labelledby={id}>
          <thead>
            <tr className="border-b border-slate-200 text-ink-muted">
              <th scope="col" className="py-2 font-medium">
                {t("ui.chartItem")}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t("ui.chartValue")}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.label} className="border-b border-slate-100">
                <th scope="row" className="py-1.5 font-normal text-ink-soft">
                  {d.label}
                </th>
                <td className="py-1.5 text-right font-semibold text-ink">{formatChartValue(d.value, unit, requestLocale())}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </StaticHtml>
    </Card>
  );
}
