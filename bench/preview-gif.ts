/**
 * Preview GIF benchmark (issue 51): how long the worker takes to make a video's email preview, and
 * a recipient's greeting on it, for a 60 s 1080p recording; and how big both are (goal: at most
 * 600 KB each).
 *
 *   npm run bench:preview-gif            (ROUNDS=3 by default)
 *
 * The clip is ffmpeg's testsrc2 at 1920x1080, 30 fps, H.264 (as processing stores a Pro
 * recording): busy, colourful synthetic video, harder for a 128-colour palette than a screen
 * recording. Times are wall-clock on this machine, with whatever else it runs.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { getFfmpegTools } from "@/lib/media/ffmpeg";
import { greetingFont, makeGreetingGif, makePreviewGif } from "@/lib/media/preview-gif";

const run = promisify(execFile);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "demoreel-bench-gif-"));
  try {
    const video = path.join(dir, "recording.mp4");
    const poster = path.join(dir, "thumbnail.png");
    const quiet = ["-hide_banner", "-loglevel", "error", "-y"];
    await run("ffmpeg", [
      ...quiet,
      ...["-f", "lavfi", "-i", "testsrc2=size=1920x1080:rate=30:duration=60"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", video],
    ]);
    await run("ffmpeg", [
      ...quiet,
      "-ss",
      "5",
      "-i",
      video,
      "-frames:v",
      "1",
      "-vf",
      "scale=640:-2",
      poster,
    ]);
    const tools = await getFfmpegTools();
    const font = await greetingFont();
    const made: number[] = [];
    const greeted: number[] = [];
    let sizes = { preview: 0, greeting: 0, fps: 0, colors: 0 };
    for (let i = 0; i < ROUNDS; i++) {
      const out = path.join(dir, "preview.gif");
      let started = performance.now();
      const result = await makePreviewGif(tools, { video, poster, width: 1920, height: 1080 }, out);
      made.push(performance.now() - started);
      sizes = {
        ...sizes,
        preview: result.size,
        fps: result.attempt.fps,
        colors: result.attempt.colors,
      };
      if (!font) continue;
      started = performance.now();
      sizes.greeting = await makeGreetingGif(
        tools,
        { source: out, greeting: "Hi Dana", fontFile: font, workDir: dir },
        path.join(dir, "greeting.gif"),
      );
      greeted.push(performance.now() - started);
    }
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`60 s 1080p30 H.264 clip, ${ROUNDS} rounds, medians:`);
    console.log(
      `  video preview:     ${(median(made) / 1000).toFixed(2)} s, ${kb(sizes.preview)} (${sizes.fps} fps, ${sizes.colors} colours)`,
    );
    if (font)
      console.log(
        `  recipient preview: ${(median(greeted) / 1000).toFixed(2)} s, ${kb(sizes.greeting)} (font ${font})`,
      );
    else console.log("  recipient preview: no font found, recipients get the video preview");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

void main();
