// tailwind.config.ts reads `palette`, so nothing here may import through "@/". Ink and muted pass AA on white, white on brand.

export const palette = {
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
    300: "#5eead4",
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
};

export const brandGradient: [string, string] = [palette.brand[900], palette.accent[700]];

export const chartColors = {
  grid: "#e2e8f0",
  tick: palette.ink.soft,
  cursor: palette.brand[50],
};

export const calendarColors = {
  accent: palette.brand[700],
  accentBackground: palette.brand[50],
};

export const artColors = {
  highlight: "#fff",
  icon: palette.surface.DEFAULT,
  night: palette.ink.DEFAULT,
  blogTo: [palette.accent[700], "#6d28d9", "#be185d", "#b45309", "#0369a1"],
  avatarFrom: [palette.brand[700], palette.accent[700], "#6d28d9", "#b45309"],
  industryFrom: "#0e7490",
};
