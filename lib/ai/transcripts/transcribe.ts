import "server-only";
import { readFile, rm } from "node:fs/promises";
import { experimental_transcribe as transcribe, type TranscriptionModel } from "ai";
import type { FfmpegTools } from "@/lib/media/ffmpeg";
import type { TranscriptSegment } from "@/lib/metadata/shared";
import { encodeMp3Chunk, planChunks } from "./audio";
import { loggedAiCall } from "../log";
import { shiftSegments } from "./segments";

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
        // Segment timestamps need verbose_json: the OpenAI provider asks for it when options are given.
        providerOptions: { openai: { timestampGranularities: ["segment"] } },
        abortSignal: args.signal,
      }),
    (r) => ({ audioSeconds: r.durationInSeconds }),
  );
  if (result.segments.length > 0) return shiftSegments(result.segments, args.offset);
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
  }
  return segments;
}
