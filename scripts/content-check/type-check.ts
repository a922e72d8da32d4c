// tsx strips types, so the content's own types are checked here with the compiler, on content/ alone:
// a misspelt group or icon fails in seconds instead of at the end of a build.
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import ts from "typescript";

const CONTENT_DIR = "content";
/** Above this many members a union is a closed set too long to print (the icon names). */
const LONG_UNION = 8;

function contentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The project's compiler options (strictness and paths stay in step with tsconfig.json), for content alone. */
function compilerOptions(root: string): ts.CompilerOptions {
  const configPath = join(root, "tsconfig.json");
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath);
  // Content needs no DOM, Node or Jest types; leaving them out halves the time.
  return { ...options, lib: ["lib.es2022.d.ts"], types: [], incremental: false, tsBuildInfoFile: undefined, noEmit: true };
}

const propertyName = (node: ts.PropertyAssignment | ts.ShorthandPropertyAssignment): string =>
  ts.isIdentifier(node.name) || ts.isStringLiteral(node.name) ? node.name.text : node.name.getText();

const stringProperty = (object: ts.ObjectLiteralExpression, key: string): string | undefined => {
  const property = object.properties.find(
    (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && propertyName(p) === key,
  );
  return property && ts.isStringLiteralLike(property.initializer) ? property.initializer.text : undefined;
};

/**
 * Where a diagnostic sits: the nearest enclosing entry with an `id` (else a `name` or `title`, else the
 * exported constant), and the field path from that entry down to the node.
 */
function locate(file: ts.SourceFile, position: number): { id: string; field: string } {
  // Innermost first: each step up adds a path segment and may be an entry that names itself.
  const steps: { segment?: string; id?: string; label?: string }[] = [];
  for (let node: ts.Node = findNode(file, position); !ts.isSourceFile(node); node = node.parent) {
    const parent = node.parent;
    const step: (typeof steps)[number] = {};
    if (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) step.segment = propertyName(node);
    else if (ts.isArrayLiteralExpression(parent) && !ts.isSpreadElement(node))
      step.segment = `[${parent.elements.indexOf(node as ts.Expression)}]`;
    if (ts.isObjectLiteralExpression(node)) {
      step.id = stringProperty(node, "id");
      step.label = stringProperty(node, "name") ?? stringProperty(node, "title");
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) step.label = node.name.text;
    steps.push(step);
  }
  let at = steps.findIndex((s) => s.id);
  if (at === -1) at = steps.findIndex((s) => s.label);
  const owner = at === -1 ? undefined : steps[at]!;
  const field = steps
    .slice(0, at === -1 ? steps.length : at)
    .reverse()
    .map((s) => s.segment)
    .filter(Boolean)
    .join(".")
    .replace(/\.\[/g, "[");
  return { id: owner?.id ?? owner?.label ?? "(file)", field: field || "(entry)" };
}

function findNode(file: ts.SourceFile, position: number): ts.Node {
  let found: ts.Node = file;
  const visit = (node: ts.Node) => {
    if (position >= node.getStart(file) && position < node.getEnd()) {
      found = node;
      ts.forEachChild(node, visit);
    }
  };
  ts.forEachChild(file, visit);
  return found;
}

/** The most specific line of a diagnostic's chain, with a long closed set shortened to its suggestion. */
function explain(message: string | ts.DiagnosticMessageChain): string {
  let chain = message;
  while (typeof chain !== "string" && chain.next?.length) chain = chain.next[0]!;
  const text = typeof chain === "string" ? chain : chain.messageText;
  const closed = /^Type '(.+?)' is not assignable to type '(.+?)'\.(?: Did you mean '(.+)'\?)?$/.exec(text);
  if (closed && /^"/.test(closed[1]!) && /^"[^"]*"( \| "[^"]*")+/.test(closed[2]!)) {
    const [, value, allowed, suggestion] = closed;
    const members = allowed!.split(" | ");
    const list = members.length > LONG_UNION || /more \.\.\./.test(allowed!) ? "" : `; allowed: ${members.join(", ")}`;
    return `${value} is not an allowed value${suggestion ? `: did you mean ${suggestion}?` : list}`;
  }
  return text;
}

/**
 * Type errors in content/, one line each: "file:line: id: field: message". `edits` replaces the text of
 * files (by path from the root) without touching the disk, for tests.
 */
export function typeProblems(root: string = process.cwd(), edits: Record<string, string> = {}): string[] {
  const options = compilerOptions(root);
  const host = ts.createCompilerHost(options);
  const edited = new Map(Object.entries(edits).map(([path, text]) => [join(root, path), text]));
  const { getSourceFile, readFile } = host;
  host.readFile = (name) => edited.get(name) ?? readFile.call(host, name);
  host.getSourceFile = (name, language, ...rest) => {
    const text = edited.get(name);
    return text === undefined ? getSourceFile.call(host, name, language, ...rest) : ts.createSourceFile(name, text, language);
  };
  const program = ts.createProgram(contentFiles(join(root, CONTENT_DIR)), options, host);
  const problems: string[] = [];
  const all = ts.getPreEmitDiagnostics(program);
  const direct = (d: ts.Diagnostic) => typeof d.messageText === "string" || !d.messageText.next?.length;
  // A wrong value also fails, as a long chained message, every list it is spread into (content/products/index.ts):
  // while there are errors reported where they are written, those echoes are left out.
  const diagnostics = all.some(direct) ? all.filter(direct) : all;
  for (const diagnostic of diagnostics) {
    const message = explain(diagnostic.messageText);
    if (!diagnostic.file || diagnostic.start === undefined) {
      problems.push(`${CONTENT_DIR}: (compiler): ${message}`);
      continue;
    }
    const file = relative(root, diagnostic.file.fileName).split(sep).join("/");
    const { id, field } = locate(diagnostic.file, diagnostic.start);
    const line = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1;
    problems.push(`${file}:${line}: ${id}: ${field}: ${message}`);
  }
  return problems;
}
