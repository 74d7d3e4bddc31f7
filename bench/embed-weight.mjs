// Prints the gzipped JS+CSS weight of /embed/{id} and /video/{id} and the time to the first video
// frame on loopback. Usage: node bench/embed-weight.mjs <baseUrl> <videoId> [cookie]
// (the video must be shared, or pass the owner's session cookie as "authjs.session-token=...").
import { gzipSync } from "node:zlib";

const [baseUrl = "http://127.0.0.1:3000", videoId, cookie] = process.argv.slice(2);
if (!videoId) {
  console.error("usage: node bench/embed-weight.mjs <baseUrl> <videoId> [cookie]");
  process.exit(2);
}
const headers = cookie ? { cookie } : {};
const gz = (text) => gzipSync(Buffer.from(text)).length;

async function weigh(path) {
  const response = await fetch(new URL(path, baseUrl), { headers });
  const html = await response.text();
  const external = [
    ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => ["js", m[1]]),
    ...[
      ...html.matchAll(
        /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"|<link[^>]*href="([^"]+)"[^>]*rel="stylesheet"/g,
      ),
    ].map((m) => ["css", m[1] ?? m[2]]),
  ];
  const unique = [...new Map(external.map(([kind, url]) => [url, kind])).entries()];
  const totals = { js: 0, css: 0, files: unique.length };
  for (const [url, kind] of unique) {
    const body = await (
      await fetch(new URL(url.replace(/&amp;/g, "&"), baseUrl), { headers })
    ).text();
    totals[kind] += gz(body);
  }
  // Inline code counts too (the embed ships its player inline; Next inlines its flight data).
  for (const m of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g))
    totals.js += gz(m[1]);
  for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) totals.css += gz(m[1]);
  return {
    path,
    status: response.status,
    html: gz(html),
    ...totals,
    total: totals.js + totals.css,
  };
}

async function firstFrame(path) {
  let chromium;
  try {
    ({ chromium } = await import("@playwright/test"));
  } catch {
    return null;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--autoplay-policy=no-user-gesture-required"],
  });
  try {
    const context = await browser.newContext({ extraHTTPHeaders: headers });
    const page = await context.newPage();
    const start = Date.now();
    await page.goto(new URL(path, baseUrl).toString(), { waitUntil: "domcontentloaded" });
    const loaded = Date.now() - start;
    const frame = await page
      .locator("video")
      .first()
      .evaluate(
        (video) =>
          new Promise((resolve) => {
            const t0 = performance.now();
            video.muted = true;
            video.requestVideoFrameCallback(() => resolve(performance.now() - t0));
            void video.play();
          }),
      );
    return {
      domContentLoadedMs: loaded,
      playToFirstFrameMs: Math.round(frame),
      loadToFirstFrameMs: Math.round(loaded + frame),
    };
  } finally {
    await browser.close();
  }
}

for (const path of [`/embed/${videoId}`, `/video/${videoId}`]) {
  const weight = await weigh(path);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `${path.padEnd(28)} status ${weight.status}  JS ${kb(weight.js)}  CSS ${kb(weight.css)}  JS+CSS ${kb(weight.total)} gzipped` +
      `  (${weight.files} external files; HTML ${kb(weight.html)} gzipped)`,
  );
  const timing = await firstFrame(path);
  if (timing) {
    console.log(
      `${"".padEnd(28)} first frame: DOMContentLoaded ${timing.domContentLoadedMs} ms, play->frame ${timing.playToFirstFrameMs} ms, load->frame ${timing.loadToFirstFrameMs} ms`,
    );
  }
}
