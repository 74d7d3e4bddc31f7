import "server-only";
import { jobs, type Job } from "@/db/schema";
import type { DbOrTx } from "@/db/types";

/** One job to queue: its kind names the handler; a job that names a video goes when the video does. */
export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  videoId?: number;
  /** Tries before the job is failed (default 3). */
  maxAttempts?: number;
}

/**
 * Queues jobs for the worker. Call it inside the transaction that makes the change the job acts
 * on, so the job exists exactly when the change does and no work runs inside the transaction.
 */
export async function enqueue(db: DbOrTx, ...newJobs: NewJob[]): Promise<void> {
  if (newJobs.length === 0) return;
  await db.insert(jobs).values(newJobs);
}

export type { Job };
