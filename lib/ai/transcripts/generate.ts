import { invalidateVideo } from "@/lib/videos/cache";
import "server-only";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { internalError, serviceUnavailable, unprocessable } from "@/lib/errors";
import { videos } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { FfmpegError, getFfmpegTools, type FfmpegTools } from "@/lib/media/ffmpeg";
import type { Chapter, TranscriptSegment } from "@/lib/metadata/shared";
import type { Storage } from "@/lib/storage";
import { placeOriginalTimedText } from "@/lib/videos/edit/timed-text";
import { getOwnedVideoOrThrow } from "@/lib/videos/queries";
import { extractWav, NoAudioError } from "./audio";
import { generateChapters, offlineChapters } from "./chapters";
import { toGenerationError } from "../errors";
import { loggedAiCall } from "../log";
import { findOfflineRecogniser, transcribeOffline } from "./offline-transcriber";
import { getAiModels } from "../provider";
import { NO_SPEECH, TRANSCRIPTION_NOT_SET_UP } from "../shared";
import { enforceRateLimit } from "@/lib/rate-limit";
import { transcriptionLimit } from "../rate-limit";
import type { GenerateTranscriptResponse, TranscriptSource } from "./schemas";
import { serializeTranscript } from "./segments";
import { transcribeWithModel } from "./transcribe";

/** For the operator's log only: users read TRANSCRIPTION_NOT_SET_UP. */
export const TRANSCRIPTION_SETUP_HINT =
  "set OPENAI_API_KEY, or install the offline recogniser (apt-get install pocketsphinx pocketsphinx-en-us)";

type Wav = { wavPath: string; duration: number };

/** One way to turn a soundtrack into a timed transcript and chapters. */
export interface TranscriptEngine {
  source: TranscriptSource;
  transcribe(tools: FfmpegTools, wav: Wav, signal: AbortSignal): Promise<TranscriptSegment[]>;
  chapters(
    segments: TranscriptSegment[],
    duration: number,
    signal: AbortSignal,
  ): Promise<Chapter[]>;
  /** Seconds of processing allowed per second of audio (on top of a minute). */
  secondsPerSecond: number;
}

/** The AI models when configured, else the labelled offline recogniser when installed, else null. */
export function resolveTranscriptEngine(ids: {
  userId: string;
  videoId: number;
}): TranscriptEngine | null {
  const models = getAiModels();
  if (models) {
    return {
      source: "ai",
      secondsPerSecond: 0.5,
      transcribe: (tools, wav, signal) =>
        transcribeWithModel({
          model: models.transcription,
          modelName: models.transcriptionModelName,
          tools,
          wav,
          signal,
          ...ids,
        }),
      chapters: (segments, duration, signal) =>
        generateChapters({
          model: models.text,
          modelName: models.textModelName,
          segments,
          duration,
          signal,
          ...ids,
        }),
    };
  }
  const recogniser = findOfflineRecogniser();
  if (!recogniser) return null;
  return {
    source: "offline",
    secondsPerSecond: 1.5,
    transcribe: (tools, wav, signal) =>
      loggedAiCall(
        { task: "transcribe-offline", model: "pocketsphinx/en-us", ...ids },
        () => transcribeOffline(recogniser, tools, wav, signal),
        () => ({ audioSeconds: Math.round(wav.duration) }),
      ),
    chapters: async (segments, duration) => offlineChapters(segments, duration),
  };
}

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
    console.warn("[ai] chapters failed; transcript kept without chapters", error);
    return [];
  }
}

/** The owner's transcript and chapters, generated from the video's soundtrack and stored on it. */
export async function generateTranscriptForVideo(
  db: DbOrTx,
  storage: Storage,
  { videoId, userId }: { videoId: number; userId: string },
): Promise<GenerateTranscriptResponse> {
  const { video } = await getOwnedVideoOrThrow(db, { videoId, userId });
  const engine = resolveTranscriptEngine({ userId, videoId });
  if (!engine) {
    console.warn(`[ai] transcription is not set up: ${TRANSCRIPTION_SETUP_HINT}`);
    throw serviceUnavailable(`${TRANSCRIPTION_NOT_SET_UP}.`, "transcription_unavailable");
  }
  await enforceRateLimit(db, transcriptionLimit(userId));

  const workDir = await mkdtemp(path.join(os.tmpdir(), "demoreel-transcribe-"));
  let source: { path: string; cleanup: () => Promise<void> } | undefined;
  // Everything, extraction included, runs under one limit sized by the stored duration.
  const signal = AbortSignal.timeout(
    Math.round((60 + (video.duration ?? 0) * (engine.secondsPerSecond + 1)) * 1000),
  );
  try {
    source = await storage.toLocalFile(video.originalKey);
    const tools = await getFfmpegTools();
    const wav = await extractWav(tools, source.path, workDir, signal);
    if (wav.duration < 0.2) throw new NoAudioError();
    const segments = await engine.transcribe(tools, wav, signal);
    if (segments.length === 0) throw unprocessable(`${NO_SPEECH}.`, "no_speech");
    const chapters = await chaptersOrNone(engine, segments, wav.duration, signal);
    // Made from the original upload: an edited video gets it on its own timeline, minus the cuts.
    const placed = await db.transaction(async (tx) => {
      const timed = await placeOriginalTimedText(tx, videoId, {
        transcript: serializeTranscript(segments),
        chapters: JSON.stringify(chapters.map(({ title, startTime }) => ({ title, startTime }))),
      });
      await tx
        .update(videos)
        .set({ ...timed, transcriptSource: engine.source, updatedAt: new Date() })
        .where(and(eq(videos.id, videoId), eq(videos.userId, userId)));
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
    if (error instanceof FfmpegError) {
      console.error("[ai] transcription tool failed", error);
      throw internalError("Failed to generate transcript");
    }
    throw toGenerationError(error);
  } finally {
    await source?.cleanup().catch(() => undefined);
    await rm(workDir, { recursive: true, force: true }).catch(() => undefined);
  }
}
