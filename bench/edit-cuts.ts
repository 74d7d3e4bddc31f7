/**
 * Rendering an edit: re-encode everything vs re-encode only around the cut points.
 *
 *   npx tsx --conditions=react-server bench/edit-cuts.ts [-- --seconds 120]
 *
 * Makes a 720p30 H.264/AAC MP4 like the processing rendition (libx264 ultrafast, default GOP),
 * removes two ranges that start between keyframes, and renders the result both ways:
 *   full  - the trim/concat filter graph of lib/media/cut-render.ts (what the edit job runs);
 *   smart - each kept range is re-encoded from its start to the next keyframe, the rest of the
 *           range is stream-copied, and the pieces are joined by the concat demuxer.
 * It prints wall time, the output's duration against the expected one, and the mean absolute
 * difference of a decoded gray frame 1 s after each cut against the source (0 = identical).
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { cutRenderArgs } from "@/lib/media/cut-render";
import { keptDuration, keptRanges, normalizeCuts, toOriginal, type Cut } from "@/lib/timeline/cuts";

const run = promisify(execFile);
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg("seconds", 120);
const CUTS: Cut[] = normalizeCuts(
  [
    [SECONDS * 0.2 + 0.37, SECONDS * 0.3 + 0.61],
    [SECONDS * 0.6 + 1.13, SECONDS * 0.65 + 0.29],
  ],
  SECONDS,
);
const X264 = ["-c:v", "libx264", "-preset", "ultrafast", "-crf", "23", "-pix_fmt", "yuv420p"];
const AAC = ["-c:a", "aac", "-b:a", "128k", "-ar", "48000"];

async function ffmpeg(args: string[]): Promise<void> {
  await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-nostdin", "-y", ...args], {
    maxBuffer: 64 << 20,
  });
}

async function duration(file: string): Promise<number> {
  const { stdout } = await run("ffprobe", [
    ...["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file],
  ]);
  return Number(stdout.trim());
}

async function keyframes(file: string): Promise<number[]> {
  const { stdout } = await run(
    "ffprobe",
    ["-v", "error", "-select_streams", "v:0", "-skip_frame", "nokey", "-show_entries"].concat([
      "frame=pts_time",
      "-of",
      "csv=p=0",
      file,
    ]),
    { maxBuffer: 64 << 20 },
  );
  return stdout
    .split("\n")
    .map(Number)
    .filter((n) => Number.isFinite(n));
}

async function gray(file: string, at: number): Promise<Buffer> {
  const { stdout } = await run(
    "ffmpeg",
    ["-v", "error", "-ss", at.toFixed(3), "-i", file, "-frames:v", "1"].concat([
      "-vf",
      "scale=64:36,format=gray",
      "-f",
      "rawvideo",
      "pipe:1",
    ]),
    { encoding: "buffer" },
  );
  return stdout;
}

const diff = (a: Buffer, b: Buffer) =>
  a.reduce((sum, v, i) => sum + Math.abs(v - (b[i] ?? 0)), 0) / Math.max(1, a.length);

async function timed(body: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await body();
  return (performance.now() - start) / 1000;
}

async function smartCut(source: string, out: string, dir: string): Promise<void> {
  const keys = await keyframes(source);
  const pieces: string[] = [];
  for (const [i, [from, to]] of keptRanges(CUTS, SECONDS).entries()) {
    const key = keys.find((k) => k >= from - 0.001) ?? to;
    if (key > from + 0.001) {
      const head = path.join(dir, `piece-${i}-head.mp4`);
      await ffmpeg(
        ["-ss", from.toFixed(3), "-i", source, "-t", (Math.min(key, to) - from).toFixed(3)].concat(
          X264,
          AAC,
          ["-video_track_timescale", "15360", head],
        ),
      );
      pieces.push(head);
    }
    if (key < to - 0.001) {
      const tail = path.join(dir, `piece-${i}-tail.mp4`);
      await ffmpeg(
        ["-ss", key.toFixed(3), "-i", source, "-t", (to - key).toFixed(3), "-c", "copy"].concat([
          "-avoid_negative_ts",
          "make_zero",
          "-video_track_timescale",
          "15360",
          tail,
        ]),
      );
      pieces.push(tail);
    }
  }
  const list = path.join(dir, "pieces.txt");
  await writeFile(list, pieces.map((p) => `file '${p}'`).join("\n"));
  await ffmpeg([
    "-f",
    "concat",
    "-safe",
    "0",
    "-i",
    list,
    "-c",
    "copy",
    "-movflags",
    "+faststart",
    out,
  ]);
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "demoreel-bench-edit-"));
  try {
    const source = path.join(dir, "source.mp4");
    await ffmpeg(
      ["-f", "lavfi", "-i", `testsrc2=size=1280x720:rate=30:duration=${SECONDS}`]
        .concat(["-f", "lavfi", "-i", `sine=frequency=440:sample_rate=48000:duration=${SECONDS}`])
        .concat(X264, AAC, ["-video_track_timescale", "15360", "-movflags", "+faststart", source]),
    );
    const keys = await keyframes(source);
    const expected = keptDuration(CUTS, SECONDS);
    console.log(
      `source ${SECONDS} s 720p30, ${keys.length} keyframes; cuts ${JSON.stringify(CUTS)}; expected ${expected} s`,
    );
    const info = {
      formatName: "mp4",
      containerDuration: SECONDS,
      video: { codec: "h264", width: 1280, height: 720, colorRange: "tv" as const },
      audio: { codec: "aac" },
    };
    const outputs = {
      full: async (out: string) =>
        ffmpeg(
          cutRenderArgs(info, source, out, keptRanges(CUTS, SECONDS), {
            preset: "ultrafast",
          }).slice(3),
        ),
      smart: async (out: string) => smartCut(source, out, dir),
    };
    for (const [name, render] of Object.entries(outputs)) {
      const out = path.join(dir, `${name}.mp4`);
      const wall = await timed(() => render(out));
      const got = await duration(out);
      const frames: number[] = [];
      for (const [from] of CUTS) {
        const editedAt =
          from - CUTS.filter(([, b]) => b <= from).reduce((s, [a, b]) => s + b - a, 0) + 1;
        frames.push(
          diff(await gray(out, editedAt), await gray(source, toOriginal(editedAt, CUTS))),
        );
      }
      const size = (await stat(out)).size / 1e6;
      console.log(
        `${name.padEnd(5)} wall ${wall.toFixed(1)} s (${(SECONDS / wall).toFixed(1)}x real time), duration ${got.toFixed(3)} s (off ${(got - expected).toFixed(3)} s), frame diff after cuts ${frames.map((f) => f.toFixed(2)).join(" / ")}, ${size.toFixed(1)} MB`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

void main();
