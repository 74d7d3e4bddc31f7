import "server-only";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { findOnPath, runTool, type FfmpegTools } from "@/lib/media/ffmpeg";
import type { TranscriptSegment } from "@/lib/timeline/transcript";
import { cutWavChunk, planChunks, type AudioChunk } from "./audio";
import { groupWords, type TimedWord } from "./segments";

/** Debian's `pocketsphinx` package names its CLI this; `pocketsphinx-en-us` ships the model. */
const BINARY = "pocketsphinx_continuous";
const MODEL_DIR = "/usr/share/pocketsphinx/model/en-us";

export interface OfflineRecogniser {
  binary: string;
  modelDir: string;
}

const globalForRecogniser = globalThis as unknown as {
  demoreelRecogniser?: OfflineRecogniser | null;
};

/** The offline recogniser when installed (binary on PATH and the US English model), else null. */
export function findOfflineRecogniser(): OfflineRecogniser | null {
  if (globalForRecogniser.demoreelRecogniser !== undefined)
    return globalForRecogniser.demoreelRecogniser;
  const binary = findOnPath(BINARY);
  if (!binary || !existsSync(path.join(MODEL_DIR, "en-us", "mdef"))) return null;
  return { binary, modelDir: MODEL_DIR };
}

/** Tests hide the recogniser (null) or restore discovery (undefined). */
export function setOfflineRecogniserForTests(value: OfflineRecogniser | null | undefined): void {
  globalForRecogniser.demoreelRecogniser = value;
}

const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?(?:e-?\d+)?)$/;
const NON_WORD = /^(<s>|<\/s>|<sil>|\[[A-Z]+\]|\+\+.*\+\+|\+.*\+)$/;

/**
 * `pocketsphinx_continuous -time yes` prints, per utterance, the hypothesis line and then one
 * "word start end confidence" line per word (times from the start of the file). Silence and filler
 * tokens are dropped; alternate-pronunciation marks like "to(2)" are removed.
 */
export function parsePocketsphinxOutput(output: string, offset = 0): TimedWord[] {
  const words: TimedWord[] = [];
  for (const line of output.split("\n")) {
    const match = WORD_LINE.exec(line.trim());
    if (!match) continue;
    const [, token = "", start = "0", end = "0"] = match;
    if (NON_WORD.test(token)) continue;
    words.push({
      word: token.replace(/\(\d+\)$/, ""),
      start: Number(start) + offset,
      end: Number(end) + offset,
    });
  }
  return words;
}

async function recogniseChunk(
  recogniser: OfflineRecogniser,
  tools: FfmpegTools,
  wavPath: string,
  chunk: AudioChunk,
  index: number,
  signal?: AbortSignal,
): Promise<TimedWord[]> {
  const chunkPath = `${wavPath}.${index}.wav`;
  await cutWavChunk(tools, wavPath, chunk, chunkPath, signal);
  const { modelDir } = recogniser;
  const output = await runTool(
    recogniser.binary,
    ["-infile", chunkPath, "-time", "yes", "-logfn", "/dev/null"]
      .concat(["-hmm", path.join(modelDir, "en-us"), "-lm", path.join(modelDir, "en-us.lm.bin")])
      .concat(["-dict", path.join(modelDir, "cmudict-en-us.dict")]),
    // The lowest priority: the recogniser is the longest CPU work there is and nobody waits on
    // it, so processing, the app's requests and other lanes always go first.
    { signal, nice: tools.nice, niceness: 19 },
  );
  return parsePocketsphinxOutput(output, chunk.offset);
}

const recogniserSlots = () => Math.max(1, Math.floor(os.availableParallelism() / 2));

/**
 * Offline speech-to-text of a 16 kHz mono WAV: 10-minute chunks, words grouped into 5-10 s
 * segments. About 0.5x real time on one core. Recognisers run on at most half the cores (one on a
 * two-core machine), so a long talk leaves the rest of the machine to everything else.
 */
export async function transcribeOffline(
  recogniser: OfflineRecogniser,
  tools: FfmpegTools,
  wav: { wavPath: string; duration: number },
  {
    signal,
    onProgress,
    parallel = recogniserSlots(),
  }: { signal?: AbortSignal; onProgress?: (fraction: number) => void; parallel?: number } = {},
): Promise<TranscriptSegment[]> {
  const chunks = planChunks(wav.duration);
  const results: TimedWord[][] = new Array<TimedWord[]>(chunks.length);
  let next = 0;
  let finished = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const index = next++;
      const chunk = chunks[index];
      if (chunk) {
        results[index] = await recogniseChunk(recogniser, tools, wav.wavPath, chunk, index, signal);
        onProgress?.(++finished / chunks.length);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, chunks.length) }, worker));
  return groupWords(results.flat());
}
