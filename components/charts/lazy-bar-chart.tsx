"use client";

import { useEffect, useRef, useState, type ComponentType } from "react";

import type { BarChartProps } from "./bar-chart";

export function LazyBarChart(props: BarChartProps & { label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [Chart, setChart] = useState<ComponentType<BarChartProps> | null>(null);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        void import("./bar-chart").then((m) => setChart(() => m.default));
      },
      { rootMargin: "200px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} role="img" aria-label={props.label} className="h-64 w-full">
      {Chart ? <Chart data={props.data} color={props.color} domain={props.domain} unit={props.unit} /> : null}
    </div>
  );
}
