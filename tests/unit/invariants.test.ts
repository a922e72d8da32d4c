/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** Source-level rules that keep pages static and client islands small. */
const root = process.cwd();
const files = (dir: string): string[] =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
const source = (path: string) => readFileSync(join(root, path), "utf8");
const isClient = (path: string) => /^["']use client["']/m.test(source(path));

test("routes are server components", () => {
  const clientRoutes = files("app").filter((f) => /(page|layout|not-found)\.tsx$/.test(f) && isClient(f));
  expect(clientRoutes).toEqual([]);
});

test("framer-motion is only imported by client components, through LazyMotion and m", () => {
  for (const file of [...files("app"), ...files("components")].filter((f) => source(f).includes("framer-motion"))) {
    expect({ file, client: isClient(file) }).toEqual({ file, client: true });
    expect(source(file)).not.toMatch(/\bmotion\.\w+/);
  }
});

test("metadata routes never read the build clock", () => {
  for (const file of ["app/sitemap.ts", "app/robots.ts", "app/(en)/blog/feed.xml/route.ts"]) {
    expect({ file, clock: /new Date\(\)|Date\.now\(\)/.test(source(file)) }).toEqual({ file, clock: false });
  }
});

// UI strings are leaves a client may import: the English dictionary, the chat's, and the forms'
// delivery messages (loaded only with the sending code); so are the languages and the URLs, which hold
// no copy. Types are erased.
test("client components never import the content catalogue or the whole icon set", () => {
  const client = [...files("components"), ...files("lib")].filter(isClient);
  for (const file of client) {
    const text = source(file);
    expect({
      file,
      content:
        /^import (?!type )[^;]*from "@\/content\/(?!i18n\/en"|chat\/|forms-delivery"|locales"|routes")/m.test(text) ||
        /^import (?!type )[^;]*from "@\/lib\/content"/m.test(text),
    }).toEqual({ file, content: false });
    expect({ file, icons: /components\/ui\/icon"/.test(text) }).toEqual({ file, icons: false });
  }
});
