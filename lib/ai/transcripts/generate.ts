import "server-only";
import { serviceUnavailable } from "@/lib/errors";
import type { DbOrTx } from "@/db/types";
import type { FfmpegTools } from "@/lib/media/ffmpeg";
import { parseTranscript, type Chapter, type TranscriptSegment } from "@/lib/timeline/transcript";
import { summariseAfterTranscript } from "./summary";
import type { Storage } from "@/lib/storage";
import { getOwnedVideoOrThrow } from "@/lib/videos/queries";
import { requireOriginalKey } from "@/lib/videos/original";
import { generateChapters, offlineChapters } from "./chapters";
import { loggedAiCall } from "../log";
import { findOfflineRecogniser, transcribeOffline } from "./offline-transcriber";
import { getAiModels } from "../provider";
import { TRANSCRIPTION_NOT_SET_UP } from "../shared";
import { enforceRateLimit } from "@/lib/rate-limit";
import { transcriptionLimit } from "../rate-limit";
import type { GenerateTranscriptResponse, TranscriptSource } from "./schemas";
import { transcribeAndStore } from "./store";
import { transcribeWithModel } from "./transcribe";
import { logger } from "@/lib/log/logger";

/** For the operator's log only: users read TRANSCRIPTION_NOT_SET_UP. */
export const TRANSCRIPTION_SETUP_HINT =
  "set OPENAI_API_KEY, or install the offline recogniser (apt-get install pocketsphinx pocketsphinx-en-us)";

type Wav = { wavPath: string; duration: number };

/** Told the fraction (0 to 1) of the audio transcribed so far, as its chunks finish. */
export type ChunkProgress = (fraction: number) => void;

/** One way to turn a soundtrack into a timed transcript and chapters. */
export interface TranscriptEngine {
  source: TranscriptSource;
  transcribe(
    tools: FfmpegTools,
    wav: Wav,
    signal: AbortSignal,
    onProgress?: ChunkProgress,
  ): Promise<TranscriptSegment[]>;
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
      transcribe: (tools, wav, signal, onProgress) =>
        transcribeWithModel({
          model: models.transcription,
          modelName: models.transcriptionModelName,
          tools,
          wav,
          signal,
          onProgress,
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
    transcribe: (tools, wav, signal, onProgress) =>
      loggedAiCall(
        { task: "transcribe-offline", model: "pocketsphinx/en-us", ...ids },
        () => transcribeOffline(recogniser, tools, wav, { signal, onProgress }),
        () => ({ audioSeconds: Math.round(wav.duration) }),
      ),
    chapters: async (segments, duration) => offlineChapters(segments, duration),
  };
}

/** The owner's transcript and chapters, generated from the video's soundtrack and stored on it. */
export async function generateTranscriptForVideo(
  db: DbOrTx,
  storage: Storage,
  { videoId, userId }: { videoId: number; userId: string },
): Promise<GenerateTranscriptResponse> {
  const { video } = await getOwnedVideoOrThrow(db, { videoId, userId });
  // A recording still being joined has no soundtrack to read yet: no rate-limit slot spent on it.
  requireOriginalKey(video);
  const engine = resolveTranscriptEngine({ userId, videoId });
  if (!engine) {
    logger().warn(`[ai] transcription is not set up: ${TRANSCRIPTION_SETUP_HINT}`);
    throw serviceUnavailable(`${TRANSCRIPTION_NOT_SET_UP}.`, "transcription_unavailable");
  }
  await enforceRateLimit(db, transcriptionLimit(userId));
  const made = await transcribeAndStore(db, storage, { video, engine });
  // A new transcript gets a new summary, unless the owner wrote theirs.
  await summariseAfterTranscript(db, video, parseTranscript(made.transcript)).catch(
    (error: unknown) =>
      logger().warn({ err: error, videoId }, "[ai] no summary written for the video"),
  );
  return made;
}
