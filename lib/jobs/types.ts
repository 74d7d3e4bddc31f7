import "server-only";
import type { Job } from "@/db/schema";

/** What the worker does with one kind of job. */
export interface JobHandler {
  run(job: Job, signal: AbortSignal): Promise<void>;
  /** The job will be tried again later. */
  retrying?(job: Job): Promise<void>;
  /** The last attempt failed. */
  failed?(job: Job, error: string): Promise<void>;
}

/** Handlers by job kind. */
export type JobHandlers = Record<string, JobHandler>;
