// The page registry moved to lib/pages.ts. components/contact/ and scripts/build/ still import it from
// here while they are reworked on other branches; point them at "@/lib/pages" and delete this file.
export * from "@/lib/pages";
