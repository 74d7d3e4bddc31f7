// After `next build`: marks the framework's chunks (the build manifest's `rootMainFiles`: React
// DOM, Next's router and runtime, Turbopack's loader) with V8's explicit compile hint, so Chromium
// compiles all their functions on a background thread while the script streams in, instead of one
// by one on the main thread at each function's first call. Every page runs these chunks at start,
// and almost every function in them; the page's own chunks stay lazily compiled.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Adds the hint to the first line of each root main file; a file that has it is left as it is. */
export function addCompileHints(distDir = ".next") {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  const files = manifest.rootMainFiles ?? [];
  let marked = 0;
  for (const file of files) {
    const chunk = path.join(distDir, file);
    const source = readFileSync(chunk, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(chunk, COMPILE_HINT + source);
    marked += 1;
  }
  return { files: files.length, marked };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { files, marked } = addCompileHints();
  console.log(
    `[compile-hints] ${marked} of ${files} framework chunks marked for eager compilation`,
  );
}
