import ts from "typescript";
import { readdirSync } from "node:fs";
const files = [];
const walk = (d) => { for (const e of readdirSync(d, { withFileTypes: true })) { const p = `${d}/${e.name}`; if (e.isDirectory()) walk(p); else if (p.endsWith(".ts")) files.push(p); } };
walk("content");
const program = ts.createProgram(files, { target: ts.ScriptTarget.ES2022, lib: ["lib.es2022.d.ts"], strict: true, noEmit: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true, types: [], noUncheckedIndexedAccess: true, baseUrl: ".", paths: { "@/*": ["./*"] }, resolveJsonModule: true, isolatedModules: true });
const d = ts.getPreEmitDiagnostics(program);
for (const x of d) { const {line} = x.file.getLineAndCharacterOfPosition(x.start); console.log(x.file?.fileName, line+1, x.start, x.length, JSON.stringify(x.file.text.slice(x.start, x.start+x.length)), ts.flattenDiagnosticMessageText(x.messageText, "\n")); }
