// Lighthouse's performance score for the share page and the landing, signed out, on the production
// build (run `npm run build` first): its default mobile profile (a mid-range phone, slow 4G, the
// CPU slowed 4x, simulated from an unthrottled load), in Debian's Chromium, several cold runs each.
// Lighthouse's figures move from run to run on a two-core machine; the median is the one to read.
//   npm run bench:lighthouse                    5 runs per page
//   npm run bench:lighthouse -- --runs 9
//   npm run bench:lighthouse -- --save /tmp/lh   also writes each run's report (JSON) there
// Budget: a score of at least 95 on both, total blocking time under 200 ms.
import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { parseArgs, promisify } from "node:util";
import type { Result } from "lighthouse";
import { median, runBench, withSharedVideoApp } from "./production-app";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "3934" },
    runs: { type: "string", default: "5" },
    save: { type: "string" },
  },
});
const base = `http://127.0.0.1:${values.port}`;
const SCORE_BUDGET = 95;
const BLOCKING_BUDGET_MS = 200;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

interface Figures {
  score: number;
  blockingMs: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
}

/** One cold Lighthouse run of a URL, performance only, read from its JSON report. */
async function audit(url: string, reportName: string): Promise<Figures> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      createRequire(import.meta.url).resolve("lighthouse/cli/index.js"),
      url,
      "--only-categories=performance",
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as Result;
  if (values.save) {
    mkdirSync(values.save, { recursive: true });
    writeFileSync(`${values.save}/${reportName}.json`, stdout);
  }
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance?.score ?? 0) * 100),
    blockingMs: value("total-blocking-time"),
    lcpMs: value("largest-contentful-paint"),
    fcpMs: value("first-contentful-paint"),
    cls: value("cumulative-layout-shift"),
  };
}

async function measurePage(name: string, pagePath: string): Promise<void> {
  const runs: Figures[] = [];
  const slug = pagePath === "/" ? "landing" : "share";
  for (let i = 0; i < Number(values.runs); i++) {
    runs.push(await audit(`${base}${pagePath}`, `${slug}-${i + 1}`));
  }
  const of = (key: keyof Figures) => median(runs.map((run) => run[key]));
  const within = of("score") >= SCORE_BUDGET && of("blockingMs") < BLOCKING_BUDGET_MS;
  console.log(
    `\n${name}: performance ${of("score")} median (${within ? "within" : "OVER"} budget)`,
  );
  console.log(`  scores ${runs.map((run) => run.score).join(", ")}`);
  console.log(
    `  medians: total blocking time ${of("blockingMs").toFixed(0)} ms, largest contentful paint ` +
      `${of("lcpMs").toFixed(0)} ms, first contentful paint ${of("fcpMs").toFixed(0)} ms, ` +
      `layout shift ${of("cls").toFixed(3)}`,
  );
}

runBench(() =>
  withSharedVideoApp(Number(values.port), async (videoId) => {
    console.log(`Lighthouse mobile profile, ${values.runs} runs per page, budget ${SCORE_BUDGET}`);
    await measurePage("share page /video/{id}", `/video/${videoId}`);
    await measurePage("landing /", "/");
  }),
);
