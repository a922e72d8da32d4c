import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** Checks over the built export in out/ (run after `next build`). */
const config = {
  testEnvironment: "jsdom",
  testMatch: ["<rootDir>/tests/export/**/*.test.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
};

export default createJestConfig(config);
