import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * REST paths are written in client/resources/ only (one module per resource), so a component
 * never spells `/api/...` itself. This reads every file of components/ and every client
 * component of app/ and fails on a string, template or JSX text holding `/api/`; comments and
 * import specifiers (`@/client/http/fetch`) are not strings the app sends, so they pass.
 */
const ROOT = path.resolve(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function parse(fileName: string, text: string): ts.SourceFile {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
}

function isClientComponent(source: ts.SourceFile): boolean {
  const first = source.statements[0];
  return (
    first !== undefined &&
    ts.isExpressionStatement(first) &&
    ts.isStringLiteral(first.expression) &&
    first.expression.text === "use client"
  );
}

/** A module specifier names a file of this repository, not a request the browser sends. */
function isModuleSpecifier(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) {
    return parent.moduleSpecifier === node;
  }
  if (ts.isExternalModuleReference(parent)) return true;
  if (ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent)) return true;
  return (
    ts.isCallExpression(parent) &&
    parent.expression.kind === ts.SyntaxKind.ImportKeyword &&
    parent.arguments[0] === node
  );
}

/** The lines (1-based) of the strings, template pieces and JSX text that contain `/api/`. */
function apiPathLines(fileName: string, text: string): number[] {
  const source = parse(fileName, text);
  const lines: number[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node) ||
        ts.isJsxText(node)) &&
      node.text.includes("/api/") &&
      !isModuleSpecifier(node)
    ) {
      lines.push(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

describe("no /api/ path outside client/resources", () => {
  it("finds paths in strings, templates and JSX, not in comments or imports", () => {
    const sample = [
      'import { apiFetch } from "@/client/http/fetch";',
      "// GET /api/videos lists them",
      "/** POST /api/videos/{id}/view */",
      'const a = "/api/videos";',
      "const b = `/api/videos/${id}/comments`;",
      "const c = `${base}/api/tokens`;",
      'const d = <a href="/api/videos/1/download">x</a>;',
      "const e = <p>see /api/videos</p>;",
      'const f = await import("@/client/http/errors");',
    ].join("\n");
    expect(apiPathLines("sample.tsx", sample)).toEqual([4, 5, 6, 7, 8]);
  });

  // Parses every component with the TypeScript compiler: well under a second on a quiet machine,
  // but more than the default 5 s when the machine is shared with builds and browsers.
  it("holds for components/ and the client components of app/", { timeout: 30_000 }, () => {
    const files = [
      ...sourceFiles(path.join(ROOT, "components")),
      ...sourceFiles(path.join(ROOT, "app")).filter((file) =>
        isClientComponent(parse(file, readFileSync(file, "utf8"))),
      ),
    ];
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      apiPathLines(file, readFileSync(file, "utf8")).map(
        (line) => `${path.relative(ROOT, file)}:${line}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
