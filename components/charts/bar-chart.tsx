"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

import type { ChartPoint } from "@/lib/content/types";
import { chartColors } from "@/lib/theme";

export interface BarChartProps {
  data: ChartPoint[];
  color: string;
  domain: [number | "auto", number | "auto"];
  unit: string;
}

// No keyboard layer: the wrapper presents the chart as one image, and the table beside it holds the figures.
export default function SimpleBarChart({ data, color, domain, unit }: BarChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 520, height: 256 }}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke={chartColors.grid} />
        <XAxis dataKey="label" tick={{ fill: chartColors.tick, fontSize: 12 }} />
        <YAxis domain={domain} tick={{ fill: chartColors.tick, fontSize: 12 }} unit={unit} width={56} />
        <Tooltip formatter={(value) => [`${value}${unit}`, ""]} cursor={{ fill: chartColors.cursor }} />
        <Bar dataKey="value" fill={color} radius={[6, 6, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
