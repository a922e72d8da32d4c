// The checks that read every exported page share one parse of each page (tests/export/export.ts),
// so they run in this one suite.
import "./seo.checks";
import "./machine-readable.checks";
