/**
 * Stop-to-link benchmark: records in headless Chromium (fake screen, camera and microphone,
 * Screen + Camera) over a 2 Mbit/s uplink (DevTools network emulation), then prints the seconds
 * from clicking Stop to the share link's page (the link exists: the commit answered), to that
 * page's player playing (the recording joined), and from clicking Save Recording to the 'Your
 * recording has been saved' toast. Goals: at most 1.5 s for the link and the toast, and the
 * longest length's link at most 1.5x the first's (the parts were uploaded while recording, so
 * the link must not grow with the length). With SERVER_PID, also the server's RSS peak from Stop
 * until the video's join and processing are done (flat in the length: both stream).
 *
 * How to run, against a production server:
 *   npm run build && PORT=3917 DATA_DIR=$(mktemp -d) AUTH_DEV_LOGIN=1 BILLING_TEST_MODE=1 \
 *     AUTH_URL=http://127.0.0.1:3917 AUTH_TRUST_HOST=1 npm start
 *   SERVER_PID=$(pgrep -f next-server) npx tsx bench/stop-to-link.ts   # 30 s, 4 and 20 min
 *
 * Env: BASE_URL (default http://127.0.0.1:3917); DURATIONS, recording lengths in seconds
 * (default "30,240,1200", about 40 minutes in all); CHROMIUM_PATH (default /usr/bin/chromium);
 * UPLINK_MBIT (default 2); SERVER_PID, the server process whose RSS is sampled from /proc;
 * VERBOSE=1 also prints every request made after Stop, and the page's own resource timings (RSC
 * fetches and chunks included) with the marks below, in the page's clock.
 *
 * Measured in the page's clock: clicks by a capture listener, the toast and the dialog by a
 * MutationObserver, and the link as playing once the /video/{id} page's <video> has been told to
 * play() (as soon as it exists, muted) and has readyState >= 2; the moment currentTime first
 * advances is shown too. Each length signs in a fresh development user (one video each).
 */
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS } from "../tests/support/chromium-args";
import { installProbes, marks, type BenchMarks } from "./stop-to-link-probes";
import { GOAL_S, printResults, summaryOf, type Result } from "./stop-to-link-report";
import { sampleServerRss, serverPid, serverRssNow } from "./stop-to-link-rss";

const BASE_URL = (process.env.BASE_URL ?? "http://127.0.0.1:3917").replace(/\/$/, "");
const DURATIONS = (process.env.DURATIONS ?? "30,240,1200")
  .split(",")
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isFinite(n) && n > 0);
const UPLINK_MBIT = Number(process.env.UPLINK_MBIT ?? 2);
const VERBOSE = process.env.VERBOSE === "1";
const SAVED_TEXT = "Your recording has been saved";
const FREE_PLAN_SECONDS = 300;

const recorder = (page: Page) => page.getByRole("dialog", { name: "Recorder" });

async function signIn(page: Page): Promise<void> {
  await page.goto(`${BASE_URL}/`);
  await page.getByRole("button", { name: "Sign in", exact: true }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(`bench-${Date.now()}@example.test`);
  await dialog.getByLabel("Name").fill("Bench Stop-to-link");
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("heading", { name: "My Recordings" }).waitFor({ timeout: 30_000 });
}

const since = (from: number, to: number | null) => (to === null ? NaN : (to - from) / 1000);

async function runOnce(seconds: number): Promise<Result> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    // tsx (esbuild keepNames) wraps inner functions in __name(): give the page one.
    await context.addInitScript({
      content: `var __name = (f) => f;\n(${installProbes.toString()})(${JSON.stringify(SAVED_TEXT)});`,
    });
    const page = await context.newPage();
    if (VERBOSE) {
      page.on("pageerror", (e) => console.log(`    [page error] ${e.message}`));
      page.on("console", (m) => {
        if (m.type() === "error") console.log(`    [console] ${m.text()}`);
      });
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: (10 * 1024 * 1024) / 8,
      uploadThroughput: (UPLINK_MBIT * 1024 * 1024) / 8,
    });

    // Every request from Stop on, for VERBOSE (Node's clock: close to the page's, not exact).
    const log: { t: number; line: string }[] = [];
    const started = new Map<object, number>();
    page.on("request", (r) => started.set(r, Date.now()));
    page.on("requestfinished", (r) => {
      const t0 = started.get(r) ?? Date.now();
      const url = new URL(r.url());
      log.push({
        t: t0,
        line: `${r.method()} ${url.pathname}${url.search.slice(0, 40)} ${Date.now() - t0} ms`,
      });
    });

    await signIn(page);
    // The free plan records 5 minutes at most: longer lengths take Pro Annual (test-mode checkout).
    if (seconds > FREE_PLAN_SECONDS) {
      const res = await page.request.post(`${BASE_URL}/api/checkout/test/confirm`, {
        data: { planId: "yearly" },
        headers: { origin: BASE_URL },
      });
      if (!res.ok()) throw new Error(`no Pro Annual for ${seconds} s (BILLING_TEST_MODE=1?)`);
    }
    await page.getByRole("link", { name: "Record", exact: true }).click();
    await recorder(page).getByRole("status").filter({ hasText: "Ready" }).waitFor();
    await recorder(page).getByLabel("Screen + Camera").check({ force: true });
    await recorder(page).getByRole("button", { name: "Start Recording", exact: true }).click();
    await recorder(page).getByRole("status").filter({ hasText: "Recording" }).waitFor({
      timeout: 20_000,
    });
    const recordStart = performance.now();
    process.stdout.write(`  recording ${seconds} s ...`);
    await page.waitForTimeout(seconds * 1000);

    const rssBefore = await serverRssNow(serverPid());
    const rss = sampleServerRss(serverPid());
    const stoppedAt = performance.now();
    await recorder(page).getByRole("button", { name: "Stop", exact: true }).click();
    const save = page.getByRole("dialog", { name: "Save Your Recording" });
    await save.getByPlaceholder("Enter a title for your recording").fill(`Bench ${seconds} s`);
    await save.getByRole("button", { name: "Save Recording", exact: true }).click();
    await page
      .getByText(SAVED_TEXT)
      .first()
      .waitFor({ timeout: 120_000 })
      .catch(async (e: unknown) => {
        await page.screenshot({ path: "/tmp/stl-fail.png" });
        console.error(JSON.stringify(await marks(page), null, 1).slice(0, 3000));
        throw e;
      });
    await page.waitForURL(/\/video\/\d+/, { timeout: 120_000 });
    await page
      .waitForFunction(
        () => {
          const m = (window as Window & { __bench?: BenchMarks }).__bench;
          return m?.readyAt != null && m.advancedAt != null;
        },
        undefined,
        // The player appears once the recording is joined: longer recordings wait in the queue.
        { timeout: 600_000, polling: 50 },
      )
      .catch(async (error: unknown) => {
        const state = await page.evaluate(() => {
          const v = document.querySelector("video");
          return {
            marks: (window as Window & { __bench?: BenchMarks }).__bench ?? null,
            video: v && {
              src: v.currentSrc,
              readyState: v.readyState,
              error: v.error?.message,
              paused: v.paused,
              networkState: v.networkState,
            },
          };
        });
        console.error(JSON.stringify(state, null, 1));
        throw error;
      });
    process.stdout.write(` ${((performance.now() - recordStart) / 1000).toFixed(0)} s in all\n`);

    const m = await marks(page);
    const stopAt = m.clicks.find((c) => c.text === "Stop")?.t;
    const saveAt = m.clicks.find((c) => c.text === "Save Recording")?.t;
    if (stopAt === undefined || saveAt === undefined) throw new Error("clicks not seen");
    const playingAt = Math.max(m.playCalledAt ?? NaN, m.readyAt ?? NaN);

    const id = /\/video\/(\d+)/.exec(page.url())?.[1];
    const processed = await waitUntilProcessed(page, id);
    const stopToProcessed = (performance.now() - stoppedAt) / 1000;
    const rssPeak = await rss.stop();
    const video = (await (await page.request.get(`${BASE_URL}/api/videos/${id}`)).json()) as {
      duration: number;
      videoUrl: string;
    };
    // The total size from a one-byte Range request (Content-Range: bytes 0-0/{total}).
    const probe = await page.request.get(new URL(video.videoUrl, BASE_URL).href, {
      headers: { Range: "bytes=0-0" },
    });
    const length = Number(/\/(\d+)$/.exec(probe.headers()["content-range"] ?? "")?.[1]);

    const resources = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((e) => ({
        name: e.name,
        start: performance.timeOrigin + e.startTime,
        end: performance.timeOrigin + (e as PerformanceResourceTiming).responseEnd,
      })),
    );
    const timeline = [
      ...resources
        .filter((r) => r.start >= stopAt - 50)
        .map((r) => {
          const url = new URL(r.name);
          const what = `${url.pathname}${url.search.slice(0, 30)} ${(r.end - r.start).toFixed(0)} ms`;
          return { t: r.start, line: `${what} (ends +${since(stopAt, r.end).toFixed(2)} s)` };
        }),
      ...(
        [
          ["dialog", m.dialogAt],
          ["Save clicked", saveAt],
          ["saved toast", m.toastAt],
          ["/video page", m.videoPageAt],
          ["play() called", m.playCalledAt],
          ["readyState >= 2", m.readyAt],
        ] as const
      ).flatMap(([name, t]) => (t === null ? [] : [{ t, line: `** ${name}` }])),
    ]
      .sort((a, b) => a.t - b.t)
      .map((l) => `+${since(stopAt, l.t).toFixed(2)} s ${l.line}`);

    const parts = m.uploads.filter((u) => u.method === "PUT" && u.path.includes("/parts/"));
    return {
      seconds,
      recordedSeconds: video.duration,
      bytes: Number.isFinite(length) && length > 0 ? length : null,
      parts: parts.length,
      bytesAfterStop: parts.filter((u) => u.start >= stopAt).reduce((s, u) => s + u.bytes, 0),
      stopToDialog: since(stopAt, m.dialogAt),
      stopToLink: since(stopAt, m.videoPageAt),
      stopToPlaying: since(stopAt, playingAt),
      stopToProcessed,
      processingStatus: processed,
      rssBeforeMiB: rssBefore,
      rssPeakMiB: rssPeak,
      stopToAdvance: m.advancedAt === null ? null : since(stopAt, m.advancedAt),
      saveToToast: since(saveAt, m.toastAt),
      toastToPage: since(m.toastAt ?? NaN, m.videoPageAt),
      pageToPlaying: since(m.videoPageAt ?? NaN, playingAt),
      requests: log
        .filter((l) => l.t >= stopAt - 50)
        .sort((a, b) => a.t - b.t)
        .map((l) => `+${((l.t - stopAt) / 1000).toFixed(2)} s ${l.line}`),
      timeline,
    };
  } finally {
    await browser.close();
  }
}

/** Polls the video until its join and processing are over; answers the final status. */
async function waitUntilProcessed(page: Page, id: string | undefined): Promise<string> {
  const deadline = Date.now() + 40 * 60_000;
  for (;;) {
    const res = await page.request.get(`${BASE_URL}/api/videos/${id}`);
    const { processingStatus } = (await res.json()) as { processingStatus: string };
    if (!["queued", "processing"].includes(processingStatus) || Date.now() > deadline)
      return processingStatus;
    await page.waitForTimeout(500);
  }
}

async function main(): Promise<void> {
  const health = await fetch(`${BASE_URL}/api/health`).catch(() => null);
  if (!health?.ok) throw new Error(`no server at ${BASE_URL} (see "How to run" at the top)`);
  console.log(
    `stop-to-link: ${BASE_URL}, Screen + Camera, uplink ${UPLINK_MBIT} Mbit/s, ` +
      `downlink 10 Mbit/s, latency 20 ms, goal <= ${GOAL_S} s`,
  );
  const results: Result[] = [];
  for (const seconds of DURATIONS) {
    console.log(`${seconds} s:`);
    const r = await runOnce(seconds);
    results.push(r);
    // Each length as it ends: a long run that fails later keeps what it measured.
    console.log(`  ${JSON.stringify(summaryOf(r))}`);
    if (VERBOSE) {
      for (const line of r.requests) console.log(`    ${line}`);
      console.log("  In the page's clock (resource timings and marks):");
      for (const line of r.timeline) console.log(`    ${line}`);
    }
  }
  printResults(results);
  const first = results[0]?.stopToLink ?? NaN;
  const flat = results.every((r) => r.stopToLink <= first * 1.5);
  if (!flat || results.some((r) => !(r.stopToLink <= GOAL_S && r.saveToToast <= GOAL_S))) {
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
