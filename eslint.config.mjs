import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".bench/**",
      ".next/**",
      "out/**",
      "out-forms/**",
      "out-before-forms/**",
      "hosting/forms/node_modules/**",
      "hosting/forms/.state/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "tests/bench/node_modules/**",
      "tests/bench/bare-next/.next/**",
      "tests/bench/bare-next/out/**",
    ],
  },
];

export default config;
