/**
 * Text readability of recordings (issue 16): draws a screen of text (14-20 px, like an editor or
 * a slide) with a moving cursor on a canvas in headless Chromium, records it with MediaRecorder
 * exactly as the recorder does (VP9, the plan's size, videoBitrateFor), and prints the SSIM and
 * PSNR of the text region of a frame 4 s in against the drawn original, plus the bitrate reached.
 *
 *   npx tsx bench/recording-text-quality.ts
 *
 * Env: CHROMIUM_PATH (default /usr/bin/chromium); SECONDS (default 6).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { QUALITY_BOX, videoBitrateFor, type RecordingQuality } from "../client/recording/quality";
import { CHROMIUM_ARGS } from "../tests/support/chromium-args";

const SECONDS = Number(process.env.SECONDS ?? 6);
const dir = mkdtempSync(path.join(os.tmpdir(), "demoreel-text-quality-"));

/** Runs in the page: draws the text screen, records it, returns the WebM and a PNG of the frame. */
async function recordInPage(args: { width: number; height: number; bps: number; ms: number }) {
  const { width, height, bps, ms } = args;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  document.body.appendChild(canvas);
  const ctx = canvas.getContext("2d", { alpha: false })!;
  const scale = width / 1280;
  const drawText = () => {
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = "#1f2937";
    for (let line = 0; line < 40; line++) {
      const size = line % 3 === 0 ? 20 : line % 3 === 1 ? 16 : 14;
      ctx.font = `${Math.round(size * scale)}px monospace`;
      ctx.fillText(
        `${String(line + 1).padStart(3, "0")}  const quarterlyRevenue = deals.filter((d) => d.stage === "won").reduce(sum, 0); // ${line}`,
        20 * scale,
        (24 + line * 17) * scale,
      );
    }
  };
  drawText();
  const png = canvas.toDataURL("image/png");
  let frame = 0;
  const timer = setInterval(() => {
    drawText();
    // A moving cursor: the rest of the screen is static, as in most screen recordings.
    ctx.fillStyle = "#2563eb";
    ctx.fillRect(((frame * 13) % 1200) * scale, 700 * scale - 40 * scale, 12 * scale, 18 * scale);
    frame++;
  }, 1000 / 30);
  const recorder = new MediaRecorder(canvas.captureStream(30), {
    mimeType: "video/webm;codecs=vp9",
    videoBitsPerSecond: bps,
  });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const stopped = new Promise((r) => (recorder.onstop = r));
  recorder.start(500);
  await new Promise((r) => setTimeout(r, ms));
  recorder.stop();
  await stopped;
  clearInterval(timer);
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { webm: btoa(binary), png: png.slice("data:image/png;base64,".length) };
}

/** SSIM ("All") or PSNR ("average") of the text block of the frame 4 s in, against the drawn original. */
function score(
  webm: string,
  png: string,
  size: { width: number; height: number },
  name: "ssim" | "psnr",
) {
  const crop = `crop=${Math.round(size.width * 0.9)}:${Math.round(size.height * 0.8)}:0:0,format=yuv444p`;
  const { stderr } = spawnSync(
    "ffmpeg",
    [
      ...["-hide_banner", "-ss", "4", "-i", webm, "-i", png],
      ...["-filter_complex", `[0:v]${crop}[a];[1:v]${crop}[b];[a][b]${name}`],
      ...["-frames:v", "1", "-f", "null", "-"],
    ],
    { encoding: "utf8" },
  );
  const pattern = name === "ssim" ? /All:([\d.]+)/ : /average:([\d.]+|inf)/;
  return stderr.match(pattern)?.[1] ?? "?";
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage();
  // tsx (esbuild keepNames) wraps named functions in __name(), which the page does not have.
  await page.addInitScript("globalThis.__name = (fn) => fn");
  await page.goto("about:blank");
  for (const quality of ["720p", "1080p"] as RecordingQuality[]) {
    const size = QUALITY_BOX[quality];
    const bps = videoBitrateFor(size);
    const { webm, png } = await page.evaluate(recordInPage, { ...size, bps, ms: SECONDS * 1000 });
    const webmPath = path.join(dir, `${quality}.webm`);
    const pngPath = path.join(dir, `${quality}.png`);
    writeFileSync(webmPath, Buffer.from(webm, "base64"));
    writeFileSync(pngPath, Buffer.from(png, "base64"));
    const bytes = Buffer.from(webm, "base64").length;
    console.log(
      `${quality} ${size.width}x${size.height}: target ${bps / 1000} kbps, got ${Math.round((bytes * 8) / SECONDS / 1000)} kbps; text region SSIM ${score(webmPath, pngPath, size, "ssim")}, PSNR ${score(webmPath, pngPath, size, "psnr")} dB (files in ${dir})`,
    );
  }
  await browser.close();
}
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
