// The font comes from a local npm package, so the build fetches nothing.
import { fork } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { ImageResponse } from "next/og";

import { company } from "@/lib/content";
import { translatorFor } from "@/lib/i18n";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { ellipsisOf, shorten } from "@/lib/i18n/typography";
import { SHARE_IMAGE } from "@/lib/metadata";
import { defaultShareCard, defaultShareImage, shareImagePath, sitePages, type SitePage } from "@/lib/pages";

type Card = Pick<SitePage, "title" | "subtitle" | "colors">;

const font = (name: string, file: string, weight: 400 | 800) => ({
  name,
  data: readFileSync(join(process.cwd(), "node_modules/@fontsource", file)),
  weight,
  style: "normal" as const,
});
// Inter for Latin text (with its extension for the accents of Spanish and French); Noto Sans SC, only
// in the build, for Chinese, which Inter has no glyphs for. The renderer falls back font by font.
const latin = [
  font("Inter", "inter/files/inter-latin-400-normal.woff", 400),
  font("Inter", "inter/files/inter-latin-800-normal.woff", 800),
  font("Inter", "inter/files/inter-latin-ext-400-normal.woff", 400),
  font("Inter", "inter/files/inter-latin-ext-800-normal.woff", 800),
];
const chinese = [
  font("Noto Sans SC", "noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff", 400),
  font("Noto Sans SC", "noto-sans-sc/files/noto-sans-sc-chinese-simplified-800-normal.woff", 800),
];
const FONTS: Record<Locale, typeof latin> = { en: latin, es: latin, fr: latin, zh: [...latin, ...chinese] };

/** A subtitle in about 140 characters (70 in Chinese), whole or cut by the site's one shortening function. */
function subtitleOf(text: string, locale: Locale): string {
  const max = locale === "zh" ? 70 : 140;
  return shorten(text, max - ellipsisOf(locale).length, locale);
}

/**
 * The text as the image sets it. Inter's files have no glyph for the narrow no-break space (U+202F) that French
 * sets before ; : ! ? », and the renderer would try to fetch a font for it from Google's servers: the image
 * uses the no-break space (U+00A0) there, which Inter has.
 */
const drawable = (text: string): string => text.replaceAll("\u202f", "\u00a0");

function card(page: Card, locale: Locale) {
  const [from, to] = page.colors;
  const subtitle = drawable(subtitleOf(page.subtitle, locale));
  // Chinese is set without the Latin headline's negative tracking, and with room between its lines.
  const cjk = locale === "zh";
  const titleSetting = cjk ? { lineHeight: 1.3, letterSpacing: 0 } : { lineHeight: 1.08, letterSpacing: -1 };
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
        fontFamily: cjk ? "Inter, Noto Sans SC" : "Inter",
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
        <div style={{ fontSize: page.title.length > (cjk ? 24 : 48) ? 56 : 68, fontWeight: 800, ...titleSetting }}>
          {drawable(page.title)}
        </div>
        <div style={{ fontSize: 30, lineHeight: 1.35, opacity: 0.92 }}>{subtitle}</div>
      </div>
      <div style={{ display: "flex", fontSize: 24, opacity: 0.85 }}>
        {translatorFor(locale)("share.location")} · {company.email}
      </div>
    </div>
  );
}

async function render(file: string, page: Card, locale: Locale) {
  const response = new ImageResponse(card(page, locale), { ...SHARE_IMAGE, fonts: FONTS[locale] });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
}

// An image is drawn again only when what it shows or how it is drawn changed: each one's inputs are
// hashed into a manifest kept out of public/ (which the export copies whole), so a rebuild (npm start after
// npm test, the forms' build) skips them.
const MANIFEST = join(process.cwd(), "node_modules/.cache/share-images.json");
const drawing = createHash("sha256")
  .update(readFileSync(join(process.cwd(), "scripts/prebuild/share-images.tsx")))
  .update(JSON.parse(readFileSync(join(process.cwd(), "node_modules/next/package.json"), "utf8")).version as string)
  .update(JSON.stringify([company.name, company.email, SHARE_IMAGE]))
  .digest("hex");
const inputsOf = (page: Card, locale: Locale) =>
  createHash("sha256")
    .update(drawing)
    .update(JSON.stringify([locale, page.title, page.subtitle, page.colors, translatorFor(locale)("share.location")]))
    .digest("hex");

function readManifest(): Record<string, string> {
  try {
    return JSON.parse(readFileSync(MANIFEST, "utf8")) as Record<string, string>;
  } catch {
    return {};
  }
}

/** Every share image: its path under public/, what it shows and in which language. */
function allCards(): { sitePath: string; page: Card; locale: Locale }[] {
  return LOCALES.flatMap((locale) => [
    { sitePath: defaultShareImage(locale), page: defaultShareCard(locale), locale },
    ...sitePages(locale).map((page) => ({ sitePath: shareImagePath(page.path, locale), page, locale })),
  ]);
}

// Drawing is one core's work (about 50 ms an image): the images to draw are split between this process and
// a copy of it for each further core (`--draw`), which is sent the paths of its share, draws them and exits.
// This process keeps the manifest.
async function draw(sitePaths: readonly string[]) {
  const cards = new Map(allCards().map((card) => [card.sitePath, card]));
  for (const sitePath of sitePaths) {
    const { page, locale } = cards.get(sitePath)!;
    await render(join(process.cwd(), "public", sitePath), page, locale);
  }
}

function drawInCopy(sitePaths: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(process.argv[1]!, ["--draw"], { execArgv: process.execArgv });
    child.send(sitePaths);
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`a share image process failed (${code})`))));
  });
}

async function main() {
  const before = readManifest();
  // Without a manifest nothing in public/og/ is known to be current: start clean.
  if (Object.keys(before).length === 0) rmSync(join(process.cwd(), "public/og"), { recursive: true, force: true });
  const cards = allCards();
  const after = Object.fromEntries(cards.map(({ sitePath, page, locale }) => [sitePath, inputsOf(page, locale)]));
  const toDraw = cards.filter(
    ({ sitePath }) => before[sitePath] !== after[sitePath] || !existsSync(join(process.cwd(), "public", sitePath)),
  );
  // A few images are not worth a second process.
  const shards = toDraw.length < 40 ? 1 : Math.min(availableParallelism(), 4);
  const share = (shard: number) => toDraw.filter((_, i) => i % shards === shard).map((card) => card.sitePath);
  const copies = Array.from({ length: shards - 1 }, (_, i) => drawInCopy(share(i + 1)));
  await Promise.all([...copies, draw(share(0))]);
  // Images of pages that are gone go too.
  for (const sitePath of Object.keys(before))
    if (!(sitePath in after)) rmSync(join(process.cwd(), "public", sitePath), { force: true });
  mkdirSync(dirname(MANIFEST), { recursive: true });
  writeFileSync(MANIFEST, `${JSON.stringify(after, null, 1)}\n`);
  const perLocale = LOCALES.map((locale) => `${locale} ${cards.filter((card) => card.locale === locale).length}`);
  console.log(
    `Share images in public/og/, one per page and language (${perLocale.join(", ")}): ${toDraw.length} drawn${shards > 1 ? ` by ${shards} processes` : ""}, ${cards.length - toDraw.length} unchanged.`,
  );
}

if (process.argv[2] === "--draw")
  process.once("message", (sitePaths: string[]) => void draw(sitePaths).then(() => process.exit(0), fail));
else void main().catch(fail);

function fail(error: unknown) {
  console.error(error);
  process.exit(1);
}
