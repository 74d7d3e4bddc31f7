/**
 * What a long recording leaves in the tab's memory: feeds two hours of 1080p-rate chunks (one
 * every 500 ms, each as large as the recorder's bitrate makes it) through the recorder's chunk
 * keeper (client/recording/recorder-chunks.ts) and prints the memory it retains at 10, 30, 60 and
 * 120 minutes, bounded as the recorder runs it and unbounded as it ran before, in one run. The
 * chunks handed on go to a store that lets them go, as IndexedDB does once a part is written.
 * Goal: the bounded keeper's memory at 120 minutes within 1.2x of its memory at 60 minutes.
 *
 *   npx tsx --expose-gc bench/recording-memory.ts    (MINUTES=240 to go longer)
 *
 * It measures this module in Node (Blob bytes are outside the JS heap, so RSS), not a browser's
 * blob storage, which may also move blobs to disk; what it shows is what the code holds on to.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import {
  IN_MEMORY_RECORDING_BYTES,
  RecorderChunks,
  type RecorderLike,
} from "@/client/recording/recorder-chunks";
import { AUDIO_BITS_PER_SECOND, TIMESLICE_MS } from "@/client/recording/constants";
import { videoBitrateFor } from "@/client/recording/quality";

const minutes = Number(process.env.MINUTES ?? 120);
const marks = [10, 30, 60, 120, 240].filter((m) => m <= minutes);
const chunkBytes = Math.round(
  ((videoBitrateFor({ width: 1920, height: 1080 }) + AUDIO_BITS_PER_SECOND) / 8) *
    (TIMESLICE_MS / 1000),
);

/** A recorder that only dispatches the chunks the bench makes. */
class BenchRecorder extends EventTarget implements RecorderLike {
  state: RecordingState = "recording";
  requestData(): void {}
  stop(): void {}
}

const gc = (globalThis as { gc?: () => void }).gc;
const rssMb = () => {
  gc?.();
  return process.memoryUsage().rss / 1024 ** 2;
};

function run(bound: number): Map<number, number> {
  const recorder = new BenchRecorder();
  // Kept alive to the end, as the recorder keeps its keeper.
  const keeper = new RecorderChunks(recorder, () => undefined, bound);
  const base = rssMb();
  const retained = new Map<number, number>();
  const perMinute = 60_000 / TIMESLICE_MS;
  for (let minute = 1; minute <= minutes; minute += 1) {
    for (let i = 0; i < perMinute; i += 1) {
      const event = new Event("dataavailable");
      Object.assign(event, { data: new Blob([Buffer.alloc(chunkBytes, minute)]) });
      recorder.dispatchEvent(event);
    }
    if (marks.includes(minute)) retained.set(minute, rssMb() - base);
  }
  void keeper.all;
  return retained;
}

// Each keeper runs in a process of its own: RSS freed by one would not return for the other.
const mode = process.argv[2];
if (mode === "bounded" || mode === "unbounded") {
  const retained = run(mode === "bounded" ? IN_MEMORY_RECORDING_BYTES : Number.POSITIVE_INFINITY);
  console.log(JSON.stringify([...retained]));
} else {
  const child = (which: string): Map<number, number> =>
    new Map(
      JSON.parse(
        execFileSync(
          process.execPath,
          [...process.execArgv, fileURLToPath(import.meta.url), which],
          {
            encoding: "utf8",
            env: process.env,
          },
        )
          .trim()
          .split("\n")
          .pop() ?? "[]",
      ) as [number, number][],
    );
  if (!gc) console.warn("run with --expose-gc for steady figures");
  console.log(
    `chunk ${(chunkBytes / 1024).toFixed(1)} KB every ${TIMESLICE_MS} ms (1080p), ${minutes} min`,
  );
  const bounded = child("bounded");
  const unbounded = child("unbounded");
  for (const mark of marks) {
    const b = (bounded.get(mark) ?? 0).toFixed(0).padStart(5);
    const u = (unbounded.get(mark) ?? 0).toFixed(0).padStart(5);
    console.log(`${String(mark).padStart(4)} min: bounded ${b} MB, unbounded ${u} MB`);
  }
  const last = marks[marks.length - 1] ?? minutes;
  const ratio = (bounded.get(last) ?? 0) / Math.max(1, bounded.get(60) ?? 1);
  console.log(`bounded ${last} min / 60 min: ${ratio.toFixed(2)}x (goal <= 1.2x)`);
}
