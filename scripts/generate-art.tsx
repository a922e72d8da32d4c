// Existing files are kept, since an editor may have put a real picture there; --force redraws them.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { icons } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";

import { artColors, brandGradient } from "@/lib/theme";
import { blogPosts } from "@/content/blog";
import { caseStudies } from "@/content/case-studies";
import { about } from "@/content/company";
import { industryLandings } from "@/content/industry-landings";
import { products } from "@/content/products";
import { managedServices } from "@/content/services";
import type { IconName } from "@/content/types";

const force = process.argv.includes("--force");
const publicDir = join(process.cwd(), "public");

function iconMarkup(name: IconName, size: number, x: number, y: number): string {
  const Icon = icons[name];
  const svg = renderToStaticMarkup(<Icon size={size} color={artColors.icon} strokeWidth={1.5} />);
  return svg.replace("<svg ", `<svg x="${x}" y="${y}" `);
}

export function artSvg({
  width,
  height,
  from,
  to,
  icon,
  seed,
}: {
  width: number;
  height: number;
  from: string;
  to: string;
  icon: IconName;
  seed: number;
}): string {
  const iconSize = Math.round(height * 0.34);
  const rings = [0.9, 0.65, 0.42]
    .map(
      (r, i) =>
        `<circle cx="${width * (0.72 + (seed % 5) * 0.02)}" cy="${height * 0.3}" r="${Math.round(height * r)}" fill="none" stroke="${artColors.highlight}" stroke-opacity="${0.08 + i * 0.04}" stroke-width="2"/>`,
    )
    .join("");
  const dots = Array.from({ length: 12 }, (_, i) => {
    const cx = ((i * 97 + seed * 31) % 100) / 100;
    const cy = ((i * 53 + seed * 17) % 100) / 100;
    return `<circle cx="${Math.round(width * cx)}" cy="${Math.round(height * cy)}" r="${3 + (i % 4)}" fill="${artColors.highlight}" fill-opacity="0.18"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${rings}${dots}
<circle cx="${width / 2}" cy="${height / 2}" r="${Math.round(iconSize * 0.95)}" fill="${artColors.highlight}" fill-opacity="0.12"/>
${iconMarkup(icon, iconSize, Math.round(width / 2 - iconSize / 2), Math.round(height / 2 - iconSize / 2))}
</svg>
`;
}

function avatarSvg(name: string, from: string, to: string): string {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="160" height="160" rx="80" fill="url(#g)"/>
<text x="80" y="80" dy="0.35em" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="56" font-weight="700" fill="${artColors.highlight}">${initials}</text>
</svg>
`;
}

let written = 0;
function write(sitePath: string, svg: string) {
  if (!sitePath.startsWith("/images/")) return;
  const file = join(publicDir, sitePath);
  if (existsSync(file) && !force) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  written += 1;
}

products.forEach((p, i) =>
  write(p.imageUrl, artSvg({ width: 1200, height: 800, from: p.colorFrom, to: p.colorTo, icon: p.icon, seed: i })),
);
managedServices.forEach((s, i) =>
  write(s.imageUrl, artSvg({ width: 1200, height: 800, from: s.color, to: artColors.night, icon: s.icon, seed: i + 3 })),
);
blogPosts.forEach((b, i) =>
  write(
    b.imageUrl,
    artSvg({
      width: 1200,
      height: 630,
      from: brandGradient[0],
      to: artColors.blogTo[i % artColors.blogTo.length]!,
      icon: b.icon,
      seed: i + 7,
    }),
  ),
);
caseStudies.forEach((c, i) =>
  write(c.imageUrl, artSvg({ width: 1200, height: 630, from: c.color, to: artColors.night, icon: c.icon, seed: i + 11 })),
);
about.leadership.forEach((l, i) =>
  write(l.avatar, avatarSvg(l.name, artColors.avatarFrom[i % artColors.avatarFrom.length]!, artColors.night)),
);
industryLandings.forEach((l, i) => {
  if (l.heroImage)
    write(
      l.heroImage.src,
      artSvg({
        width: 1200,
        height: 800,
        from: artColors.industryFrom,
        to: brandGradient[0],
        icon: l.highlights[0]?.icon ?? "HeartPulse",
        seed: i + 13,
      }),
    );
});

console.log(`Artwork: ${written} file(s) written${force ? " (forced)" : ""}.`);
