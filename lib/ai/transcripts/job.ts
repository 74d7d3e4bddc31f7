import "server-only";
import { eq } from "drizzle-orm";
import { type Job, videoColumns, videos } from "@/db/schema";
import type { Db } from "@/db/types";
import { ApiError } from "@/lib/errors";
import { parseTranscript } from "@/lib/timeline/transcript";
import type { JobHandlers } from "@/lib/jobs/types";
import type { Storage } from "@/lib/storage";
import { TRANSCRIBE_VIDEO } from "@/lib/videos/jobs";
import { resolveTranscriptEngine, TRANSCRIPTION_SETUP_HINT } from "./generate";
import { transcribeAndStore } from "./store";
import { titleUntitledVideo } from "./title";
import { summariseAfterTranscript } from "./summary";

/** A video without sound, or without words in it: nothing to transcribe, which is no failure. */
const NOTHING_SAID = new Set(["no_speech", "no_audio"]);

/**
 * The automatic transcript after processing. A video that already has one (the owner asked
 * meanwhile) keeps it; a deleted video, one where nothing is said, or a server with no recogniser
 * ends the job quietly. Other failures (the AI service down) are retried by the queue.
 */
async function runTranscriptJob(db: Db, storage: Storage, job: Job, signal: AbortSignal) {
  const videoId = job.videoId ?? Number(job.payload.videoId);
  const [video] = await db.select(videoColumns).from(videos).where(eq(videos.id, videoId)).limit(1);
  if (!video || video.transcript) return;
  const engine = resolveTranscriptEngine({ userId: video.userId, videoId });
  if (!engine) {
    console.warn(`[ai] no automatic transcript for video ${videoId}: ${TRANSCRIPTION_SETUP_HINT}`);
    return;
  }
  let made;
  try {
    made = await transcribeAndStore(db, storage, { video, engine, signal });
  } catch (error) {
    if (error instanceof ApiError && NOTHING_SAID.has(error.code)) return;
    throw error;
  }
  // The transcript is kept whatever happens to the title and summary (a retry would not redo it).
  const segments = parseTranscript(made.transcript);
  await titleUntitledVideo(db, video, segments, signal).catch((error: unknown) =>
    console.warn(`[ai] no title written for video ${videoId}`, error),
  );
  await summariseAfterTranscript(db, video, segments, signal).catch((error: unknown) =>
    console.warn(`[ai] no summary written for video ${videoId}`, error),
  );
}

/** The `transcribe-video` handler, for the worker's registry. */
export function transcriptJobHandlers(db: Db, storage: Storage): JobHandlers {
  return {
    [TRANSCRIBE_VIDEO]: { run: (job, signal) => runTranscriptJob(db, storage, job, signal) },
  };
}
