import "server-only";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { videos, type Video } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { internalError, unprocessable } from "@/lib/errors";
import { FfmpegError, getFfmpegTools } from "@/lib/media/ffmpeg";
import { UnsupportedMediaError } from "@/lib/media/safe-input";
import type { TranscriptSegment } from "@/lib/timeline/transcript";
import type { Storage } from "@/lib/storage";
import { placeOriginalTimedText } from "@/lib/videos/edit/timed-text";
import { toGenerationError } from "../errors";
import { NO_SPEECH } from "../shared";
import { extractWav, NoAudioError } from "./audio";
import type { TranscriptEngine } from "./generate";
import type { GenerateTranscriptResponse } from "./schemas";
import { serializeTranscript } from "./segments";
import { invalidateVideo } from "@/lib/videos/content-cache";
import { requireOriginalKey } from "@/lib/videos/original";
import { ignoreFailure, logger } from "@/lib/log/logger";

async function chaptersOrNone(
  engine: TranscriptEngine,
  segments: TranscriptSegment[],
  duration: number,
  signal: AbortSignal,
) {
  try {
    return await engine.chapters(segments, duration, signal);
  } catch (error) {
    // The transcript is the expensive part: keep it and let the owner regenerate for chapters.
    logger().warn({ err: error }, "[ai] chapters failed; transcript kept without chapters");
    return [];
  }
}

/**
 * The percentages reported at each stage: the audio's chunks take most of the time, so they
 * span most of the bar; chapters and the stored transcript end it.
 */
const STAGE = { copied: 5, extracted: 15, chunksSpan: 70, chapters: 90 } as const;

/**
 * Transcribes the video's original upload with `engine` and stores the transcript (with word
 * timings) and chapters on it. Who may ask, and how often, is the caller's business: the owner's
 * request and the automatic job after processing both end here.
 */
export async function transcribeAndStore(
  db: DbOrTx,
  storage: Storage,
  {
    video,
    engine,
    signal: outer,
    onProgress,
  }: {
    video: Video;
    engine: TranscriptEngine;
    signal?: AbortSignal;
    /** Told the percentage done (0 to 100) as the stages and audio chunks finish. */
    onProgress?: (percent: number) => void;
  },
): Promise<GenerateTranscriptResponse> {
  const videoId = video.id;
  const originalKey = requireOriginalKey(video);
  const workDir = await mkdtemp(path.join(os.tmpdir(), "demoreel-transcribe-"));
  let source: { path: string; cleanup: () => Promise<void> } | undefined;
  // Everything, extraction included, runs under one limit sized by the stored duration.
  const bound = AbortSignal.timeout(
    Math.round((60 + (video.duration ?? 0) * (engine.secondsPerSecond + 1)) * 1000),
  );
  const signal = outer ? AbortSignal.any([outer, bound]) : bound;
  try {
    source = await storage.toLocalFile(originalKey);
    onProgress?.(STAGE.copied);
    const tools = await getFfmpegTools();
    const wav = await extractWav(tools, source.path, workDir, signal);
    if (wav.duration < 0.2) throw new NoAudioError();
    onProgress?.(STAGE.extracted);
    const segments = await engine.transcribe(tools, wav, signal, (fraction) =>
      onProgress?.(STAGE.extracted + STAGE.chunksSpan * fraction),
    );
    if (segments.length === 0) throw unprocessable(`${NO_SPEECH}.`, "no_speech");
    const chapters = await chaptersOrNone(engine, segments, wav.duration, signal);
    onProgress?.(STAGE.chapters);
    // Made from the original upload: an edited video gets it on its own timeline, minus the cuts.
    const placed = await db.transaction(async (tx) => {
      const timed = await placeOriginalTimedText(tx, videoId, {
        transcript: serializeTranscript(segments),
        chapters: JSON.stringify(chapters.map(({ title, startTime }) => ({ title, startTime }))),
      });
      await tx
        .update(videos)
        // A stored transcript ends any automatic one's mark (a failed one's too).
        .set({
          ...timed,
          transcriptSource: engine.source,
          transcriptStatus: null,
          transcriptProgress: null,
          updatedAt: new Date(),
        })
        .where(and(eq(videos.id, videoId), eq(videos.userId, video.userId)));
      return timed;
    });
    invalidateVideo(videoId);
    return {
      transcript: placed.transcript ?? "[]",
      chapters: placed.chapters ?? "[]",
      transcriptSource: engine.source,
    };
  } catch (error) {
    if (error instanceof NoAudioError) throw unprocessable(error.message, "no_audio");
    if (error instanceof FfmpegError || error instanceof UnsupportedMediaError) {
      logger().error({ err: error }, "[ai] transcription tool failed");
      throw internalError("Failed to generate transcript");
    }
    throw toGenerationError(error);
  } finally {
    await source
      ?.cleanup()
      .catch(ignoreFailure("removing the transcript's local copy of the video"));
    await rm(workDir, { recursive: true, force: true }).catch(
      ignoreFailure("removing the transcript's work directory"),
    );
  }
}
