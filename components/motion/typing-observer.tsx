"use client";

import { useEffect } from "react";

export function TypingObserver() {
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || !("IntersectionObserver" in window)) return;
    const headings = document.querySelectorAll<HTMLElement>('[data-typing="idle"]');
    const seen = new WeakSet<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const first = !seen.has(entry.target);
          seen.add(entry.target);
          if (!entry.isIntersecting) continue;
          if (!first) (entry.target as HTMLElement).dataset.typing = "run";
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    headings.forEach((h) => observer.observe(h));
    return () => observer.disconnect();
  }, []);
  return null;
}
