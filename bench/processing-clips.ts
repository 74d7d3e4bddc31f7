import { execFile, spawn } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";

const run = promisify(execFile);
const SEGMENT_SECONDS = 30;
const WORDS =
  "the quick brown fox jumps over a lazy dog const return await import export interface video queue worker lease".split(
    " ",
  );

/** Deterministic lines of "code" for the scrolling document. */
function documentText(): string {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const lines: string[] = [];
  for (let i = 0; i < 120; i++) {
    const length = 3 + (next() % 10);
    lines.push(Array.from({ length }, () => WORDS[next() % WORDS.length]).join(" "));
  }
  return lines.join("\n");
}

/**
 * 30 s of a 720p30 "screen": window chrome, a sidebar, a document scrolling at 40 px/s, a cursor
 * wandering, a 180 px camera bubble with moving content, and a tone. VP8 + Opus like Chrome's
 * MediaRecorder.
 */
async function makeSegment(dir: string, file: string): Promise<void> {
  const textFile = path.join(dir, "document.txt");
  await writeFile(textFile, documentText());
  const d = SEGMENT_SECONDS;
  const doc = [
    "drawbox=x=0:y=0:w=1280:h=44:color=0x2b2d31:t=fill",
    "drawbox=x=0:y=44:w=220:h=676:color=0xe4e4e7:t=fill",
    `drawtext=textfile=${textFile}:fontsize=20:fontcolor=0x27272a:line_spacing=8:x=260:y=700-mod(t*40\\,3400)`,
  ].join(",");
  const filter = [
    `[0]${doc}[doc]`,
    "[doc][1]overlay=x='600+420*sin(t/2.3)':y='380+220*sin(t/3.1)'[cur]",
    "[cur][2]overlay=x=W-w-30:y=H-h-30[v]",
  ].join(";");
  await run("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", `color=c=0xf4f4f5:s=1280x720:r=30:d=${d}`],
    ...["-f", "lavfi", "-i", `color=c=0x111111:s=12x18:r=30:d=${d}`],
    ...["-f", "lavfi", "-i", `testsrc2=s=180x180:r=30:d=${d}`],
    ...["-f", "lavfi", "-i", `sine=f=220:sample_rate=48000:d=${d}`],
    ...["-filter_complex", filter],
    ...["-map", "[v]", "-map", "3", "-c:v", "libvpx", "-deadline", "realtime", "-cpu-used", "8"],
    ...["-b:v", "2500k", "-c:a", "libopus", "-f", "webm", file],
  ]);
}

/**
 * A `seconds`-long recording made by looping the segment, written through a pipe so that, like a
 * MediaRecorder file, it has no duration and no Cues. Cached in `dir`.
 */
export async function screenRecording(dir: string, seconds: number): Promise<string> {
  await mkdir(dir, { recursive: true });
  const segment = path.join(dir, `segment-${SEGMENT_SECONDS}s.webm`);
  if (!existsSync(segment)) await makeSegment(dir, segment);
  const file = path.join(dir, `screen-${seconds}s.webm`);
  if (existsSync(file)) return file;
  const loops = Math.ceil(seconds / SEGMENT_SECONDS) - 1;
  const args = ["-hide_banner", "-loglevel", "error", "-stream_loop", String(loops)];
  args.push("-i", segment, "-t", String(seconds), "-c", "copy", "-f", "webm", "pipe:1");
  const partial = `${file}.partial`;
  const child = spawn("ffmpeg", args, { stdio: ["ignore", "pipe", "inherit"] });
  const exited = new Promise<void>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ${code}`))));
  });
  await Promise.all([pipeline(child.stdout, createWriteStream(partial)), exited]);
  await rename(partial, file);
  return file;
}
