import "server-only";
import { readFile, rm } from "node:fs/promises";
import { experimental_transcribe as transcribe, type TranscriptionModel } from "ai";
import { z } from "zod";
import type { FfmpegTools } from "@/lib/media/ffmpeg";
import type { TranscriptSegment } from "@/lib/timeline/transcript";
import { encodeMp3Chunk, planChunks } from "./audio";
import { loggedAiCall } from "../log";
import { attachWords, shiftSegments, type TimedWord } from "./segments";

/** The `words` list of a verbose_json answer asked for word timestamps. */
const wordsBody = z.object({
  words: z.array(z.object({ word: z.string(), start: z.number(), end: z.number() })),
});

/**
 * Word timings, which the AI SDK does not pass on when segments are also there: read from the raw
 * answer, shifted by the chunk's offset. None (not an error) when the server sent none.
 */
function wordsOf(body: unknown, offset: number): TimedWord[] {
  const parsed = wordsBody.safeParse(body);
  if (!parsed.success) return [];
  return parsed.data.words
    .map((w) => ({ word: w.word.trim(), start: w.start + offset, end: w.end + offset }))
    .filter((w) => w.word !== "");
}

/** Transcribes one audio file (MP3 bytes) and returns its segments shifted by `offset`. */
export async function transcribeAudio(args: {
  model: TranscriptionModel;
  modelName: string;
  audio: Uint8Array;
  offset: number;
  userId?: string;
  videoId?: number;
  signal?: AbortSignal;
}): Promise<TranscriptSegment[]> {
  const result = await loggedAiCall(
    { task: "transcribe", model: args.modelName, userId: args.userId, videoId: args.videoId },
    () =>
      transcribe({
        model: args.model,
        audio: args.audio,
        // Timestamps need verbose_json: the OpenAI provider asks for it when options are given.
        // Words drive editing by text and search times; segments stay the caption lines.
        providerOptions: { openai: { timestampGranularities: ["word", "segment"] } },
        abortSignal: args.signal,
      }),
    (r) => ({ audioSeconds: r.durationInSeconds }),
  );
  // The provider keeps the raw answer on the response, though the SDK's type does not name it.
  const raw = result.responses[0] as { body?: unknown } | undefined;
  const words = wordsOf(raw?.body, args.offset);
  if (result.segments.length > 0)
    return attachWords(shiftSegments(result.segments, args.offset), words);
  // A server that returns text without timings: one segment at the chunk's start.
  return shiftSegments([{ text: result.text, startSecond: 0, endSecond: 0 }], args.offset);
}

/** The WAV soundtrack, in 10-minute MP3 chunks (each well under the 25 MB upload limit), in order. */
export async function transcribeWithModel(args: {
  model: TranscriptionModel;
  modelName: string;
  tools: FfmpegTools;
  wav: { wavPath: string; duration: number };
  userId?: string;
  videoId?: number;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}): Promise<TranscriptSegment[]> {
  const segments: TranscriptSegment[] = [];
  const chunks = planChunks(args.wav.duration);
  for (const [index, chunk] of chunks.entries()) {
    const mp3 = `${args.wav.wavPath}.${index}.mp3`;
    await encodeMp3Chunk(args.tools, args.wav.wavPath, chunk, mp3, args.signal);
    // One chunk in memory at a time, and none left on disk once it has been sent.
    const audio = new Uint8Array(await readFile(mp3));
    await rm(mp3, { force: true });
    args.signal?.throwIfAborted();
    segments.push(...(await transcribeAudio({ ...args, audio, offset: chunk.offset })));
    args.onProgress?.((index + 1) / chunks.length);
  }
  return segments;
}
