"use client";

import { useEffect, useRef } from "react";

import { useOnDemand } from "@/lib/use-on-demand";

import type { BarChartProps } from "./bar-chart";

export function LazyBarChart(props: BarChartProps & { label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [Chart, requestChart] = useOnDemand(() => import("./bar-chart").then((m) => m.default));

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        requestChart();
      },
      { rootMargin: "200px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [requestChart]);

  return (
    <div ref={ref} role="img" aria-label={props.label} className="h-64 w-full">
      {Chart ? (
        <Chart data={props.data} color={props.color} domain={props.domain} unit={props.unit} locale={props.locale} />
      ) : null}
    </div>
  );
}
