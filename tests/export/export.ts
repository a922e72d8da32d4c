import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";

/** The export under test: out/, or another build named by EXPORT_DIR (to run a check over an older export). */
export const OUT = process.env.EXPORT_DIR ? resolve(process.env.EXPORT_DIR) : join(process.cwd(), "out");

export interface ExportedPage {
  /** URL path with trailing slash, e.g. "/product/voice-bot/". */
  route: string;
  file: string;
  html: string;
}

let pagesRead: ExportedPage[] | undefined;
const documents = new WeakMap<ExportedPage, Document>();

// The 404 page is included, as route "/404".
export const exportedPages = (): ExportedPage[] => (pagesRead ??= readPages());

export function documentOf(page: ExportedPage): Document {
  let doc = documents.get(page);
  if (!doc) documents.set(page, (doc = parse(page.html)));
  return doc;
}

function readPages(): ExportedPage[] {
  if (!existsSync(OUT)) throw new Error("out/ is missing: run `npm run build` first");
  const pages: ExportedPage[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== "_next" && name !== "_not-found" && name !== "404") walk(full);
      } else if (name === "index.html") {
        const rel = relative(OUT, dir).split(sep).join("/");
        pages.push({ route: rel ? `/${rel}/` : "/", file: full, html: readFileSync(full, "utf8") });
      }
    }
  };
  walk(OUT);
  pages.push({ route: "/404", file: join(OUT, "404.html"), html: readFileSync(join(OUT, "404.html"), "utf8") });
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

export const parse = (html: string): Document => new DOMParser().parseFromString(html, "text/html");

export function resolveInOut(path: string): string | null {
  const clean = decodeURIComponent(path.split(/[?#]/)[0] ?? "");
  const direct = join(OUT, clean);
  if (clean.endsWith("/")) return existsSync(join(direct, "index.html")) ? join(direct, "index.html") : null;
  if (existsSync(direct) && statSync(direct).isFile()) return direct;
  if (existsSync(join(direct, "index.html"))) return join(direct, "index.html");
  return null;
}
