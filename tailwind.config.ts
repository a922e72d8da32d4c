import type { Config } from "tailwindcss";

/**
 * The design tokens of the site. Loaded from app/globals.css with `@config`.
 * Colours are chosen for AA contrast on white (ink, muted) and white-on-brand.
 */
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef4ff",
          100: "#dbe6fe",
          200: "#bfd3fe",
          300: "#93b4fd",
          400: "#6090fa",
          500: "#3b6ef6",
          600: "#2552eb",
          700: "#1d3fd8",
          800: "#1e35af",
          900: "#1e318a",
          950: "#172054",
        },
        accent: {
          400: "#2dd4bf",
          500: "#14b8a6",
          600: "#0d9488",
          700: "#0f766e",
        },
        ink: {
          DEFAULT: "#0f172a",
          soft: "#334155",
          muted: "#475569",
        },
        surface: {
          DEFAULT: "#ffffff",
          subtle: "#f8fafc",
          raised: "#f1f5f9",
        },
      },
      fontFamily: {
        sans: ["var(--font-inter)", "ui-sans-serif", "system-ui", "sans-serif"],
      },
      spacing: {
        header: "96px",
      },
      maxWidth: {
        content: "80rem",
        prose: "70ch",
      },
      borderRadius: {
        card: "1rem",
      },
      boxShadow: {
        card: "0 1px 2px rgb(15 23 42 / 0.06), 0 8px 24px -12px rgb(15 23 42 / 0.18)",
      },
    },
  },
};

export default config;
