/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";

type LockEntry = {
  version?: string;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
type Lock = { packages: Record<string, LockEntry> };

const MOVING_TAGS = new Set(["latest", "next", "canary", "beta", "rc"]);

/** The platforms every contributor and host may install on. */
const PLATFORMS = [
  { os: "darwin", cpu: "arm64" },
  { os: "darwin", cpu: "x64" },
  { os: "win32", cpu: "x64" },
  { os: "win32", cpu: "arm64" },
  { os: "linux", cpu: "x64", libc: "glibc" },
  { os: "linux", cpu: "x64", libc: "musl" },
  { os: "linux", cpu: "arm64", libc: "glibc" },
  { os: "linux", cpu: "arm64", libc: "musl" },
];

const read = (path: string) => JSON.parse(readFileSync(join(process.cwd(), path), "utf8"));
const nameOf = (lockPath: string) => lockPath.slice(lockPath.lastIndexOf("node_modules/") + "node_modules/".length);

/** Where npm would find `dependency` when required from the lock entry at `from`. */
function resolve(packages: Lock["packages"], from: string, dependency: string): LockEntry | undefined {
  let base = from;
  for (;;) {
    const candidate = packages[`${base ? `${base}/` : ""}node_modules/${dependency}`];
    if (candidate) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

const fits = (entry: LockEntry, platform: (typeof PLATFORMS)[number]) =>
  (!entry.os || entry.os.includes(platform.os)) &&
  (!entry.cpu || entry.cpu.includes(platform.cpu)) &&
  (!entry.libc || !platform.libc || entry.libc.includes(platform.libc));

/** Problems of one lock file, one line each: "lock: package: message". */
export function lockProblems(lockPath: string, manifestPath: string): string[] {
  const { packages } = read(lockPath) as Lock;
  const overrides: Record<string, string> = read(manifestPath).overrides ?? {};
  const problems: string[] = [];

  for (const [path, entry] of Object.entries(packages)) {
    const owner = path ? nameOf(path) : "(root)";
    for (const kind of ["dependencies", "optionalDependencies", "peerDependencies"] as const) {
      for (const [dependency, range] of Object.entries(entry[kind] ?? {})) {
        if (MOVING_TAGS.has(range) && !overrides[dependency]) {
          problems.push(`${lockPath}: ${owner}: ${dependency} is locked to the moving tag "${range}" without an override`);
        }
      }
    }

    const binaries = Object.keys(entry.optionalDependencies ?? {});
    const found = binaries.map((dependency) => ({ dependency, entry: resolve(packages, path, dependency) }));
    for (const { dependency, entry: locked } of found) {
      if (!locked) problems.push(`${lockPath}: ${owner}: optional binary ${dependency} has no lock entry`);
    }
    // A family of per-platform builds (next's SWC, tailwind's oxide) must cover every platform.
    // A lone optional package (fsevents) or a platform package's own libraries (sharp's libvips) need not.
    const platformBinaries = found.filter((f) => f.entry?.os || f.entry?.cpu);
    if (platformBinaries.length < 3 || entry.os || entry.cpu) continue;
    for (const platform of PLATFORMS) {
      if (!platformBinaries.some((f) => fits(f.entry!, platform))) {
        const label = [platform.os, platform.cpu, platform.libc].filter(Boolean).join("-");
        problems.push(`${lockPath}: ${owner}: no locked binary for ${label}`);
      }
    }
  }
  return problems;
}

describe("lock files stay complete for every platform", () => {
  test.each([
    ["package-lock.json", "package.json"],
    ["tests/bench/package-lock.json", "tests/bench/package.json"],
  ])("%s", (lock, manifest) => {
    expect(lockProblems(lock, manifest)).toEqual([]);
  });

  // The forms receiver's own lock (hosting/forms/, installed on first use by forms:dev, forms:test and
  // test:forms). workerd is built for five platforms only: Windows on Arm is not one of them.
  test("hosting/forms/package-lock.json, with all five workerd platforms", () => {
    expect(lockProblems("hosting/forms/package-lock.json", "hosting/forms/package.json")).toEqual([
      "hosting/forms/package-lock.json: workerd: no locked binary for win32-arm64",
    ]);
    const { packages } = read("hosting/forms/package-lock.json") as Lock;
    const workerd = Object.entries(packages)
      .filter(([path]) => nameOf(path).startsWith("@cloudflare/workerd-"))
      .map(([path, entry]) => `${nameOf(path)}@${entry.version}`)
      .sort();
    expect(workerd).toEqual([
      "@cloudflare/workerd-darwin-64@1.20261117.1",
      "@cloudflare/workerd-darwin-arm64@1.20261117.1",
      "@cloudflare/workerd-linux-64@1.20261117.1",
      "@cloudflare/workerd-linux-arm64@1.20261117.1",
      "@cloudflare/workerd-windows-64@1.20261117.1",
    ]);
  });

  test("the platform binaries of the build toolchain are all locked", () => {
    const { packages } = read("package-lock.json") as Lock;
    const count = (prefix: string) => Object.keys(packages).filter((p) => nameOf(p).startsWith(prefix)).length;
    expect(count("@next/swc-")).toBeGreaterThanOrEqual(8);
    expect(count("@tailwindcss/oxide-")).toBeGreaterThanOrEqual(10);
    expect(count("@unrs/resolver-binding-")).toBeGreaterThanOrEqual(10);
  });
});
