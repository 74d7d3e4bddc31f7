// Gzipped JS per page of the production build (run `npm run build` first), as Chromium loads it
// signed out: the scripts of the first load, then those fetched later (prefetches, lazy parts).
//   npm run bench:page-weight                 the landing page and a shared video's page
//   npm run bench:page-weight -- --port 4150 --top 15
// Budgets: the share page at most 190 KB, the landing page at most 150 KB.
import { parseArgs } from "node:util";
import {
  pageScripts,
  runBench,
  withSharedVideoApp,
  totalBytes,
  type PageScript,
} from "./production-app";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "3932" },
    top: { type: "string", default: "10" },
  },
});
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The scripts the HTML names (the first load), told apart from those fetched afterwards. */
async function initialScripts(pagePath: string): Promise<Set<string>> {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  return new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1] ?? ""));
}

function report(name: string, scripts: PageScript[], initial: Set<string>, budget: number) {
  const first = scripts.filter((s) => initial.has(s.url));
  const later = scripts.filter((s) => !initial.has(s.url));
  const total = totalBytes(scripts);
  const verdict = total <= budget * 1024 ? "within" : "OVER";
  console.log(`\n${name}: ${kb(total)} (${verdict} ${budget} KB)`);
  console.log(`  first load ${kb(totalBytes(first))} in ${first.length} scripts`);
  console.log(`  later      ${kb(totalBytes(later))} in ${later.length} scripts`);
  const largest = [...scripts].sort((a, b) => b.gzipped - a.gzipped);
  for (const s of largest.slice(0, Number(values.top))) {
    console.log(
      `    ${kb(s.gzipped).padStart(9)}  ${initial.has(s.url) ? "first" : "later"}  ${s.url}`,
    );
  }
}

runBench(() =>
  withSharedVideoApp(port, async (videoId) => {
    const pages: [string, string, number][] = [
      ["share page /video/{id}", `/video/${videoId}`, 190],
      ["landing /", "/", 150],
    ];
    const loaded = await pageScripts(
      base,
      pages.map(([, pagePath]) => pagePath),
    );
    for (const [name, pagePath, budget] of pages) {
      report(name, loaded.get(pagePath) ?? [], await initialScripts(pagePath), budget);
    }
  }),
);
