import "server-only";
import { spawn, type ChildProcess } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

export interface FfmpegTools {
  ffmpeg: string;
  ffprobe: string;
  /** `nice` when present: ffmpeg then runs at low CPU priority so the app stays responsive. */
  nice: string | null;
  /** ffmpeg >= 5.1 spells variable frame rate `-fps_mode vfr`; older ones `-vsync vfr`. */
  fpsModeFlag: "-fps_mode" | "-vsync";
  /** The WebM muxer can move Cues to the front (ffmpeg >= 5.0); older ones write them last. */
  cuesToFront: boolean;
}

export class FfmpegError extends Error {
  constructor(
    readonly command: string,
    readonly exitCode: number | null,
    readonly stderrTail: string,
  ) {
    super(`${command} failed (exit ${exitCode ?? "signal"}): ${stderrTail.trim().slice(-600)}`);
    this.name = "FfmpegError";
  }
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable called `name` on PATH, or null. */
export function findOnPath(name: string, pathEnv = process.env.PATH ?? ""): string | null {
  for (const dir of pathEnv.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

/** The binary an npm installer package ships in its tarball (no download at install time). */
function fromPackage(pkg: string): string | null {
  try {
    const required = createRequire(path.join(process.cwd(), "package.json"))(pkg) as {
      path?: string;
    };
    return required.path && isExecutable(required.path) ? required.path : null;
  } catch {
    return null;
  }
}

/** What this ffmpeg accepts, from its libavformat version (59.16 is ffmpeg 5.0, 59.27 is 5.1). */
export function featuresOf(
  versionOutput: string,
): Pick<FfmpegTools, "fpsModeFlag" | "cuesToFront"> {
  const match = /libavformat\s+(\d+)\.\s*(\d+)/.exec(versionOutput);
  const version = match ? Number(match[1]) * 1000 + Number(match[2]) : 0;
  return {
    fpsModeFlag: version >= 59_027 ? "-fps_mode" : "-vsync",
    cuesToFront: version >= 59_016,
  };
}

const live = new Set<ChildProcess>();
let exitHookInstalled = false;

function track(child: ChildProcess): void {
  live.add(child);
  child.once("close", () => live.delete(child));
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // Children outlive a parent that exits; an orphaned ffmpeg would keep burning CPU.
    process.once("exit", () => live.forEach((c) => c.kill("SIGKILL")));
  }
}

export interface RunOptions {
  signal?: AbortSignal;
  /** Run under `nice` (the path of the binary) when available. */
  nice?: string | null;
  /** The `nice -n` value: 10 unless given (19 for work nobody waits on). */
  niceness?: number;
}

/** Runs a binary, handing each stdout chunk to `onStdout`; rejects with FfmpegError on failure. */
function execTool(
  binary: string,
  args: string[],
  options: RunOptions,
  onStdout: (chunk: Buffer) => void,
): Promise<void> {
  const [command, argv] = options.nice
    ? [options.nice, ["-n", String(options.niceness ?? 10), binary, ...args]]
    : [binary, args];
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(options.signal.reason);
    // Own process group: a Ctrl-C meant for the worker (graceful stop) must not kill ffmpeg.
    const child = spawn(command, argv, { stdio: ["ignore", "pipe", "pipe"], detached: true });
    track(child);
    let err = "";
    child.stdout.on("data", onStdout);
    child.stderr.on("data", (chunk: Buffer) => {
      err = (err + chunk.toString("utf8")).slice(-4000);
    });
    const onAbort = () => child.kill("SIGKILL");
    options.signal?.addEventListener("abort", onAbort, { once: true });
    child.once("error", (error) => {
      options.signal?.removeEventListener("abort", onAbort);
      reject(error);
    });
    child.once("close", (code) => {
      options.signal?.removeEventListener("abort", onAbort);
      if (options.signal?.aborted) return reject(options.signal.reason);
      if (code === 0) resolve();
      else reject(new FfmpegError(path.basename(binary), code, err));
    });
  });
}

/** Runs a binary and returns stdout (for small outputs); rejects with FfmpegError on failure. */
export async function runTool(
  binary: string,
  args: string[],
  options: RunOptions = {},
): Promise<string> {
  const out: Buffer[] = [];
  await execTool(binary, args, options, (chunk) => out.push(chunk));
  return Buffer.concat(out).toString("utf8");
}

/** Runs a binary and hands over its stdout line by line, never holding more than one line. */
export async function runToolLines(
  binary: string,
  args: string[],
  onLine: (line: string) => void,
  options: RunOptions = {},
): Promise<void> {
  let rest = "";
  await execTool(binary, args, options, (chunk) => {
    const lines = (rest + chunk.toString("utf8")).split("\n");
    rest = lines.pop() ?? "";
    lines.forEach(onLine);
  });
  if (rest) onLine(rest);
}

let cached: Promise<FfmpegTools> | undefined;

async function locate(): Promise<FfmpegTools> {
  const ffmpeg = findOnPath("ffmpeg") ?? fromPackage("@ffmpeg-installer/ffmpeg");
  const ffprobe = findOnPath("ffprobe") ?? fromPackage("@ffprobe-installer/ffprobe");
  if (!ffmpeg || !ffprobe) {
    throw new Error(
      "ffmpeg/ffprobe not found on PATH nor in @ffmpeg-installer / @ffprobe-installer",
    );
  }
  const version = await runTool(ffmpeg, ["-hide_banner", "-version"]);
  return { ffmpeg, ffprobe, nice: findOnPath("nice"), ...featuresOf(version) };
}

/** ffmpeg and ffprobe from PATH, else from the npm packages; looked up once per process. */
export function getFfmpegTools(): Promise<FfmpegTools> {
  cached ??= locate();
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}
