import type { ChildProcess } from "node:child_process";
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import path from "node:path";

// Node publishes every child process it creates on the "child_process" diagnostics channel: tests
// see what the app really spawned (ffmpeg's arguments, its exit) without wrapping any of our code.

const CHANNEL = "child_process";

/** The ffmpeg and ffprobe runs seen while watching: each one's arguments after the binary. */
export interface ToolRun {
  tool: "ffmpeg" | "ffprobe";
  args: string[];
  child: ChildProcess;
}

/** `spawnargs` as [binary, ...args], the binary found past a `nice -n 10` in front. */
function toolRun(child: ChildProcess): ToolRun | null {
  const argv = child.spawnargs;
  const at = argv.findIndex((a) => ["ffmpeg", "ffprobe"].includes(path.basename(a)));
  if (at < 0) return null;
  return { tool: path.basename(argv[at]!) as ToolRun["tool"], args: argv.slice(at + 1), child };
}

/**
 * Watches child processes until `stop()`. `onSpawn` is called once a tool's process has started
 * (its 'spawn' event: the app's abort listeners are attached by then).
 */
export function watchToolRuns(onSpawn?: (run: ToolRun) => void) {
  const children: ChildProcess[] = [];
  const listener = (message: unknown) => {
    const child = (message as { process: ChildProcess }).process;
    children.push(child);
    child.once("spawn", () => {
      const run = toolRun(child);
      if (run) onSpawn?.(run);
    });
  };
  subscribe(CHANNEL, listener);
  return {
    /** Every ffmpeg/ffprobe run so far (the arguments are known once spawn() returned). */
    runs: (): ToolRun[] => children.flatMap((c) => toolRun(c) ?? []),
    stop: () => unsubscribe(CHANNEL, listener),
  };
}

/**
 * What is wrong with one run's inputs, or null: every `-i` must be a `file:` path, preceded by the
 * protocol whitelist `file`, a format whitelist and a forced `-f` (with drefs off for mov).
 */
export function unsafeInput(args: string[]): string | null {
  const inputs = args.flatMap((a, i) => (a === "-i" ? [i] : []));
  if (inputs.length === 0) return args.includes("-version") ? null : "no -i";
  for (const i of inputs) {
    const j = args.lastIndexOf("-protocol_whitelist", i);
    if (j < 0 || args[j + 1] !== "file") return `input ${i}: no -protocol_whitelist file`;
    if (args[j + 2] !== "-format_whitelist" || !args[j + 3]) return `input ${i}: no whitelist`;
    if (args[j + 4] !== "-f" || !args[j + 5]) return `input ${i}: no -f`;
    const drefsOff = args.slice(j, i).join(" ").includes("-enable_drefs 0 -use_absolute_path 0");
    if (args[j + 5] === "mov" && !drefsOff) return `input ${i}: mov without -enable_drefs 0`;
    if (!args[i + 1]?.startsWith("file:/")) return `input ${i}: not a file: path`;
  }
  return null;
}
