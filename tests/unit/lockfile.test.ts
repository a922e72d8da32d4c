/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve as resolvePath } from "node:path";

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

const read = (path: string) => JSON.parse(readFileSync(resolvePath(process.cwd(), path), "utf8"));
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

type Platform = (typeof PLATFORMS)[number];
const fits = (entry: LockEntry, platform: Platform) =>
  (!entry.os || entry.os.includes(platform.os)) &&
  (!entry.cpu || entry.cpu.includes(platform.cpu)) &&
  (!entry.libc || !platform.libc || entry.libc.includes(platform.libc));
const labelOf = (platform: Platform) => [platform.os, platform.cpu, platform.libc].filter(Boolean).join("-");
/** The package a family names for a platform, read from its name: @next/swc-linux-x64-musl, …-win32-arm64-msvc. */
const namedFor = (dependency: string, platform: Platform) => {
  const words = dependency.split(/[-/@.]/);
  const libc = { glibc: ["gnu", "glibc"], musl: ["musl"] }[platform.libc ?? ""] ?? [];
  return (
    words.includes(platform.os) &&
    words.includes(platform.cpu) &&
    (!platform.libc || libc.some((w) => words.includes(w)) || !words.some((w) => ["gnu", "glibc", "musl"].includes(w)))
  );
};

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

    const optional = entry.optionalDependencies ?? {};
    const found = Object.keys(optional).map((dependency) => ({ dependency, entry: resolve(packages, path, dependency) }));
    for (const { dependency, entry: locked } of found) {
      const range = optional[dependency]!;
      if (!locked) problems.push(`${lockPath}: ${owner}: optional binary ${dependency}@${range} has no lock entry`);
      // Next refuses to start with an SWC binary of another version than its own.
      else if (/^\d+\.\d+\.\d+/.test(range) && locked.version !== range)
        problems.push(`${lockPath}: ${owner}: optional binary ${dependency} is locked at ${locked.version}, not ${range}`);
    }
    // A family of per-platform builds (next's SWC, tailwind's oxide) must cover every platform.
    // A lone optional package (fsevents) or a platform package's own libraries (sharp's libvips) need not.
    const platformBinaries = found.filter((f) => f.entry?.os || f.entry?.cpu);
    if (platformBinaries.length < 3 || entry.os || entry.cpu) continue;
    for (const platform of PLATFORMS) {
      if (platformBinaries.some((f) => fits(f.entry!, platform))) continue;
      // Name the package that is missing, so the fix (a version whose binaries are all published) is clear.
      const named = found.find((f) => !f.entry && namedFor(f.dependency, platform));
      problems.push(
        `${lockPath}: ${owner}: no locked binary for ${labelOf(platform)}${
          named ? `: ${named.dependency}@${optional[named.dependency]} is missing (is it on the registry?)` : ""
        }`,
      );
    }
  }
  return problems;
}

describe("lockProblems", () => {
  const swc = [
    "darwin-arm64",
    "darwin-x64",
    "win32-x64-msvc",
    "win32-arm64-msvc",
    "linux-x64-gnu",
    "linux-x64-musl",
    "linux-arm64-gnu",
    "linux-arm64-musl",
  ];
  const platformOf = (name: string): LockEntry => {
    const [os, cpu, libc] = name.split("-");
    return {
      version: "16.4.6",
      os: [os!],
      cpu: [cpu!],
      ...(libc === "gnu" ? { libc: ["glibc"] } : libc === "musl" ? { libc: ["musl"] } : {}),
    };
  };
  const problemsOf = (lock: Lock) => {
    const dir = mkdtempSync(join(tmpdir(), "lock-"));
    writeFileSync(join(dir, "package-lock.json"), JSON.stringify(lock));
    writeFileSync(join(dir, "package.json"), "{}");
    return lockProblems(join(dir, "package-lock.json"), join(dir, "package.json")).map((p) => p.slice(p.indexOf(": ") + 2));
  };
  const lockWith = (locked: string[], version = "16.4.6"): Lock => ({
    packages: {
      "": {},
      "node_modules/next": {
        version: "16.4.6",
        optionalDependencies: Object.fromEntries(swc.map((p) => [`@next/swc-${p}`, "16.4.6"])),
      },
      ...Object.fromEntries(locked.map((p) => [`node_modules/@next/swc-${p}`, { ...platformOf(p), version }])),
    },
  });

  test("a complete family passes", () => {
    expect(problemsOf(lockWith(swc))).toEqual([]);
  });

  test("a platform binary missing from the lock is named with its platform and version", () => {
    expect(problemsOf(lockWith(swc.filter((p) => p !== "linux-x64-musl")))).toEqual([
      "next: optional binary @next/swc-linux-x64-musl@16.4.6 has no lock entry",
      "next: no locked binary for linux-x64-musl: @next/swc-linux-x64-musl@16.4.6 is missing (is it on the registry?)",
    ]);
  });

  test("a binary of another version than the package's is named", () => {
    expect(problemsOf(lockWith(swc, "16.4.5"))).toContain(
      "next: optional binary @next/swc-darwin-arm64 is locked at 16.4.5, not 16.4.6",
    );
  });
});

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
