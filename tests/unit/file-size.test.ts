import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** A product file does one job; past this many lines it is doing more. */
const MAX_LINES = 300;

const ROOT = path.resolve(__dirname, "../..");
const PRODUCT_FOLDERS = ["app", "components", "client", "lib", "db", "scripts"];
const SOURCE_FILE = /\.(ts|tsx|mjs)$/;
const SKIP_DIRS = new Set(["node_modules", ".next", ".data"]);

/** Written by a tool, not by hand: their length is the tool's. */
const GENERATED = new Set([
  // npm run gen:tailwind-merge
  "lib/tailwind-merge-config.ts",
]);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (SOURCE_FILE.test(name)) out.push(path.relative(ROOT, full).split(path.sep).join("/"));
  }
  return out;
}

const lineCount = (file: string) =>
  readFileSync(path.join(ROOT, file), "utf8").replace(/\n$/, "").split("\n").length;

describe("file size", () => {
  const files = PRODUCT_FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));

  it(`keeps every hand-written product file at ${MAX_LINES} lines or fewer`, () => {
    expect(files.length).toBeGreaterThan(100);
    const over = files
      .filter((file) => !GENERATED.has(file))
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(over).toEqual([]);
  });

  it("lists only generated files that exist", () => {
    for (const file of GENERATED) expect(files, file).toContain(file);
  });
});
