"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

import type { Locale } from "@/lib/i18n/locales";
import { formatChartValue } from "@/lib/i18n/typography";
import { chartColors } from "@/lib/theme";
import type { ChartPoint } from "@/content/types";

export interface BarChartProps {
  data: ChartPoint[];
  color: string;
  domain: [number | "auto", number | "auto"];
  unit: string;
  /** The page's language: figures are written as it writes them (99,9 % in French). */
  locale: Locale;
}

// No keyboard layer: the wrapper presents the chart as one image, and the table beside it holds the figures.
export default function SimpleBarChart({ data, color, domain, unit, locale }: BarChartProps) {
  const format = (value: unknown) => formatChartValue(Number(value), unit, locale);
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 520, height: 256 }}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke={chartColors.grid} />
        <XAxis dataKey="label" tick={{ fill: chartColors.tick, fontSize: 12 }} />
        <YAxis domain={domain} tick={{ fill: chartColors.tick, fontSize: 12 }} tickFormatter={format} width={56} />
        <Tooltip formatter={(value) => [format(value), ""]} cursor={{ fill: chartColors.cursor }} />
        <Bar dataKey="value" fill={color} radius={[6, 6, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
