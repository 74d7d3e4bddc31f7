import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "../../scripts/compile-hints.mjs";

const builds: string[] = [];
afterEach(() => {
  for (const dist of builds.splice(0)) rmSync(dist, { recursive: true, force: true });
});

function fakeBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  builds.push(dist);
  mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
  writeFileSync(
    path.join(dist, "build-manifest.json"),
    JSON.stringify({ rootMainFiles: ["static/chunks/framework.js", "static/chunks/runtime.js"] }),
  );
  writeFileSync(path.join(dist, "static/chunks/framework.js"), "(function(){return 1})();");
  writeFileSync(path.join(dist, "static/chunks/runtime.js"), "var runtime = 2;");
  writeFileSync(path.join(dist, "static/chunks/page.js"), "var page = 3;");
  return dist;
}

const read = (dist: string, name: string) =>
  readFileSync(path.join(dist, "static/chunks", name), "utf8");

describe("addCompileHints", () => {
  it("marks the root main files and leaves the page's own chunks alone", () => {
    const dist = fakeBuild();
    expect(addCompileHints(dist)).toEqual({ files: 2, marked: 2 });
    expect(read(dist, "framework.js")).toBe(`${COMPILE_HINT}(function(){return 1})();`);
    expect(read(dist, "runtime.js")).toBe(`${COMPILE_HINT}var runtime = 2;`);
    expect(read(dist, "page.js")).toBe("var page = 3;");
  });

  it("adds the hint once when run again on the same build", () => {
    const dist = fakeBuild();
    addCompileHints(dist);
    expect(addCompileHints(dist)).toEqual({ files: 2, marked: 0 });
    expect(read(dist, "framework.js").split(COMPILE_HINT)).toHaveLength(2);
  });

  it("puts the hint on the first line, where V8 reads it", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });
});
