import "server-only";
import { eq } from "drizzle-orm";
import { videoColumns, videos } from "@/db/schema";
import type { Db } from "@/db/types";
import { ApiError } from "@/lib/errors";
import { parseTranscript } from "@/lib/timeline/transcript";
import type { JobOf } from "@/lib/jobs/kinds";
import type { KindHandlers } from "@/lib/jobs/types";
import type { Storage } from "@/lib/storage";
import { REFRESH_CHAPTERS_SUMMARY, TRANSCRIBE_VIDEO } from "@/lib/videos/jobs";
import { setTranscriptStatus, transcriptProgressWriter } from "@/lib/videos/transcript-status";
import { refreshChaptersAndSummary } from "./after-edit";
import { resolveTranscriptEngine, TRANSCRIPTION_SETUP_HINT } from "./generate";
import { transcribeAndStore } from "./store";
import { titleUntitledVideo } from "./title";
import { summariseAfterTranscript } from "./summary";
import { logger } from "@/lib/log/logger";

/** A video without sound, or without words in it: nothing to transcribe, which is no failure. */
const NOTHING_SAID = new Set(["no_speech", "no_audio"]);

/**
 * The automatic transcript after processing. A video that already has one (the owner asked
 * meanwhile) keeps it; a deleted video, one where nothing is said, or a server with no recogniser
 * ends the job quietly. Other failures (the AI service down) are retried by the queue. The video
 * carries the job's state and progress meanwhile, which its open page shows.
 */
async function runTranscriptJob(
  db: Db,
  storage: Storage,
  job: JobOf<typeof TRANSCRIBE_VIDEO>,
  signal: AbortSignal,
) {
  const { videoId } = job.payload;
  const [video] = await db.select(videoColumns).from(videos).where(eq(videos.id, videoId)).limit(1);
  if (!video) return;
  const engine = video.transcript
    ? null
    : resolveTranscriptEngine({ userId: video.userId, videoId });
  if (!engine) {
    if (!video.transcript)
      logger().warn({ videoId }, `[ai] no automatic transcript: ${TRANSCRIPTION_SETUP_HINT}`);
    await setTranscriptStatus(db, videoId, null);
    return;
  }
  await setTranscriptStatus(db, videoId, "running", 0);
  const progress = transcriptProgressWriter(db, videoId);
  let made;
  try {
    made = await transcribeAndStore(db, storage, {
      video,
      engine,
      signal,
      onProgress: progress.report,
    });
  } catch (error) {
    await progress.settled();
    if (error instanceof ApiError && NOTHING_SAID.has(error.code)) {
      await setTranscriptStatus(db, videoId, null);
      return;
    }
    throw error;
  }
  // Stored, so the video answers "done"; the mark is cleared after the last progress write.
  await progress.settled();
  await setTranscriptStatus(db, videoId, null);
  // The transcript is kept whatever happens to the title and summary (a retry would not redo it).
  const segments = parseTranscript(made.transcript);
  await titleUntitledVideo(db, video, segments, signal).catch((error: unknown) =>
    logger().warn({ err: error, videoId }, "[ai] no title written for the video"),
  );
  await summariseAfterTranscript(db, video, segments, signal).catch((error: unknown) =>
    logger().warn({ err: error, videoId }, "[ai] no summary written for the video"),
  );
}

/** The `transcribe-video` and `refresh-chapters-summary` handlers, for the worker's registry. */
export function transcriptJobHandlers(db: Db, storage: Storage): KindHandlers {
  return {
    [TRANSCRIBE_VIDEO]: {
      run: (job, signal) => runTranscriptJob(db, storage, job, signal),
      // Between attempts the transcript is queued again; after the last one the owner may ask.
      retrying: (job) => setTranscriptStatus(db, job.payload.videoId, "queued"),
      failed: (job) => setTranscriptStatus(db, job.payload.videoId, "failed"),
    },
    [REFRESH_CHAPTERS_SUMMARY]: {
      run: (job, signal) => refreshChaptersAndSummary(db, job.payload.videoId, signal),
    },
  };
}
