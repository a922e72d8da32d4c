import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** Checks over the built export in out/ (run after `next build`). */
const config = {
  testEnvironment: "jsdom",
  testMatch: ["<rootDir>/tests/export/**/*.test.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  // Every core: Jest's default keeps one for its own process, which only waits here (on two cores, 3:10 in turn
  // against about 2:10 side by side).
  maxWorkers: "100%",
  // A worker runs file after file, each parsing hundreds of pages into jsdom; past 4 GB of heap it crashed
  // (pages.test, locales.test). Restarted between files once it holds more than this, it starts each one clean.
  workerIdleMemoryLimit: "1.5GB",
};

export default createJestConfig(config);
