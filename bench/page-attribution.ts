// Which packages and source folders a page's first load is made of, from Next's own analyzer
// (`next analyze`, Turbopack's module graph with each module's share of each chunk). Sizes are
// gzipped module by module, so they add up to more than the chunks do gzipped whole (`npm run
// bench:page-weight` measures those); they rank what a page carries, and say where to cut.
//   npm run bench:page-attribution                   analyses the app (about a minute), then reports
//   npm run bench:page-attribution -- --reuse        reports on the last analysis
//   npm run bench:page-attribution -- --top 30 --route /terms
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    reuse: { type: "boolean", default: false },
    top: { type: "string", default: "15" },
    route: { type: "string", multiple: true },
  },
});
const SNAPSHOT = "page-attribution";
const routes = values.route ?? ["/video-version/[id]/[version]", "/"];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

interface GraphLine {
  type: string;
  kind?: string;
  outputs?: string[];
  filename?: string;
  source_path?: string;
  compressed_size?: number;
}

/** The first load's client scripts: Next's bootstrap and the chunks the page's render needs. */
function firstLoadParts(lines: GraphLine[]): GraphLine[] {
  const firstLoad = new Set(
    lines
      .filter((line) => line.type === "group" && line.kind !== "async")
      .flatMap((line) => line.outputs ?? [])
      .filter((output) => output.includes("/static/chunks/") && output.endsWith(".js")),
  );
  return lines.filter(
    (line) =>
      line.type === "part" &&
      firstLoad.has(line.filename ?? "") &&
      // Loaded only by browsers without modules.
      !line.source_path?.includes("polyfill-nomodule"),
  );
}

/** A package (`@scope/name`), React, Next's runtime, or the app's folder a module belongs to. */
function owner(sourcePath: string): string {
  const inProject = sourcePath.replace(/^\[project\]\//, "");
  if (inProject.startsWith("[turbopack]")) return "next (runtime)";
  const modules = inProject.match(/^node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (!modules) return inProject.split("/").slice(0, 2).join("/");
  const [, name = "", rest = ""] = modules;
  if (name !== "next") return name;
  return /compiled\/(react|react-dom|scheduler|react-server-dom)/.test(rest)
    ? "react, react-dom"
    : "next (runtime)";
}

function sumBy(parts: GraphLine[], key: (part: GraphLine) => string): [string, number][] {
  const totals = new Map<string, number>();
  for (const part of parts) {
    const name = key(part);
    totals.set(name, (totals.get(name) ?? 0) + (part.compressed_size ?? 0));
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

function report(route: string): void {
  const output = execFileSync(
    "npx",
    ["next", "analyze", "export", "--snapshot", SNAPSHOT, "--route", route],
    {
      encoding: "utf8",
      maxBuffer: 512 * 1024 * 1024,
    },
  );
  const lines = output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as GraphLine);
  const parts = firstLoadParts(lines);
  const total = parts.reduce((sum, part) => sum + (part.compressed_size ?? 0), 0);
  console.log(`\n${route}: first load ${kb(total).trim()} (modules gzipped one by one)`);
  console.log("  by package or folder:");
  for (const [name, bytes] of sumBy(parts, (part) => owner(part.source_path ?? "")).slice(
    0,
    Number(values.top),
  )) {
    console.log(`  ${kb(bytes)}  ${name}`);
  }
  console.log("  largest modules outside React and Next:");
  const ownModules = sumBy(parts, (part) =>
    (part.source_path ?? "").replace(/^\[project\]\//, ""),
  ).filter(([name]) => !name.startsWith("node_modules/next/") && !name.startsWith("[turbopack]"));
  for (const [name, bytes] of ownModules.slice(0, Number(values.top))) {
    console.log(`  ${kb(bytes)}  ${name}`);
  }
}

if (!values.reuse) {
  execFileSync("npx", ["next", "analyze", "--output", "--snapshot", SNAPSHOT], {
    stdio: "inherit",
  });
}
for (const route of routes) report(route);
