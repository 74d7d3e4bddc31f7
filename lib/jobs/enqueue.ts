import "server-only";
import { jobs, type Job } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { jobKinds, type JobKind, type JobPayloadInput } from "./kinds";

/** Where a job belongs and how often it is tried. */
export interface JobOptions {
  /** The video the job acts on: the job goes when the video does. */
  videoId?: number;
  /** Tries before the job is failed (default 3). */
  maxAttempts?: number;
}

/** One job to queue: its kind names the handler, and the payload must be that kind's. */
export type NewJob = {
  [K in JobKind]: { kind: K; payload: JobPayloadInput<K> } & JobOptions;
}[JobKind];

const row = ({ kind, payload, ...options }: NewJob) => ({
  kind,
  payload: jobKinds[kind].parse(payload),
  ...options,
});

/**
 * Queues a job for the worker. Call it inside the transaction that makes the change the job acts
 * on, so the job exists exactly when the change does and no work runs inside the transaction.
 */
export async function enqueue<K extends JobKind>(
  db: DbOrTx,
  kind: K,
  payload: JobPayloadInput<K>,
  options: JobOptions = {},
): Promise<void> {
  await enqueueAll(db, [{ kind, payload, ...options } as NewJob]);
}

/** Queues several jobs in one statement (the same rule as `enqueue`). */
export async function enqueueAll(db: DbOrTx, newJobs: readonly NewJob[]): Promise<void> {
  if (newJobs.length === 0) return;
  await db.insert(jobs).values(newJobs.map(row));
}

export type { Job };
