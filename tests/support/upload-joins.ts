import type { Db } from "@/db/types";
import { PermanentJobError } from "@/lib/jobs/errors";
import { parseJobOfKind } from "@/lib/jobs/kinds";
import { claimNextJob, completeJob, failJob } from "@/lib/jobs/queue";
import type { Storage } from "@/lib/storage/types";
import { uploadJobHandlers } from "@/lib/uploads/join";
import { JOIN_UPLOAD } from "@/lib/videos/jobs";

const WORKER = "test-joins";

/**
 * Runs the recording joins the commits queued, one claim at a time as the worker does, and only
 * those: processing stays queued for the test to look at or run. Answers each joined video's
 * failure message (null: joined).
 */
export async function runUploadJoins(
  db: Db,
  storage: Storage,
): Promise<Map<number, string | null>> {
  const handler = uploadJobHandlers(db, storage)[JOIN_UPLOAD];
  if (!handler) throw new Error("no join-upload handler");
  const outcomes = new Map<number, string | null>();
  for (;;) {
    const claimed = await claimNextJob(db, {
      workerId: WORKER,
      leaseMs: 60_000,
      lane: { kinds: [JOIN_UPLOAD] },
    });
    if (!claimed) return outcomes;
    const job = parseJobOfKind(JOIN_UPLOAD, claimed);
    try {
      await handler.run(job, new AbortController().signal);
      await completeJob(db, job.id, WORKER);
      outcomes.set(job.payload.videoId, null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentJobError;
      // A retry waits out its backoff (a minute at least): this run tries each join once.
      const state = await failJob(db, job, WORKER, message, 60_000, { permanent });
      if (state === "failed") await handler.failed?.(job, message);
      outcomes.set(job.payload.videoId, message);
    }
  }
}
