// The font comes from a local npm package, so the build fetches nothing.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { ImageResponse } from "next/og";

import { company } from "@/lib/content";
import { SHARE_IMAGE } from "@/lib/metadata";
import { DEFAULT_SHARE_CARD, DEFAULT_SHARE_IMAGE, shareImagePath, sitePages, type SitePage } from "@/lib/pages";

const fontDir = join(process.cwd(), "node_modules/@fontsource/inter/files");
const fonts = [
  {
    name: "Inter",
    data: readFileSync(join(fontDir, "inter-latin-400-normal.woff")),
    weight: 400 as const,
    style: "normal" as const,
  },
  {
    name: "Inter",
    data: readFileSync(join(fontDir, "inter-latin-800-normal.woff")),
    weight: 800 as const,
    style: "normal" as const,
  },
];

function card(page: Pick<SitePage, "title" | "subtitle" | "colors">) {
  const [from, to] = page.colors;
  const subtitle = page.subtitle.length > 140 ? `${page.subtitle.slice(0, 137).replace(/\s+\S*$/, "")}…` : page.subtitle;
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        width: "100%",
        height: "100%",
        padding: "64px 72px",
        color: "white",
        fontFamily: "Inter",
        backgroundImage: `linear-gradient(135deg, ${from}, ${to})`,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div
          style={{
            display: "flex",
            width: 64,
            height: 64,
            borderRadius: 18,
            background: "rgba(255,255,255,0.18)",
            alignItems: "center",
            justifyContent: "center",
            fontSize: 36,
            fontWeight: 800,
          }}
        >
          N
        </div>
        <div style={{ fontSize: 32, fontWeight: 800 }}>{company.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div style={{ fontSize: page.title.length > 48 ? 56 : 68, fontWeight: 800, lineHeight: 1.08, letterSpacing: -1 }}>
          {page.title}
        </div>
        <div style={{ fontSize: 30, lineHeight: 1.35, opacity: 0.92 }}>{subtitle}</div>
      </div>
      <div style={{ display: "flex", fontSize: 24, opacity: 0.85 }}>Kuala Lumpur, Malaysia · {company.email}</div>
    </div>
  );
}

async function render(sitePath: string, page: Pick<SitePage, "title" | "subtitle" | "colors">) {
  const response = new ImageResponse(card(page), { ...SHARE_IMAGE, fonts });
  const file = join(process.cwd(), "public", sitePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
}

async function main() {
  rmSync(join(process.cwd(), "public/og"), { recursive: true, force: true });
  const pages = sitePages();
  await render(DEFAULT_SHARE_IMAGE, DEFAULT_SHARE_CARD);
  for (const page of pages) await render(shareImagePath(page.path), page);
  console.log(`Share images: ${pages.length + 1} written to public/og/.`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
