import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".bench/**", "hosting/generated/**", ".next/**", "out/**", "node_modules/**", "test-results/**", "playwright-report/**", ".bench/**", "next-env.d.ts"],
  },
];

export default config;
