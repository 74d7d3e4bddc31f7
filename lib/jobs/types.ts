import "server-only";
import type { JobKind, JobOf } from "./kinds";

/** What the worker does with one kind of job; it is handed the job with its payload parsed. */
export interface JobHandler<K extends string = string> {
  run(job: JobOf<K>, signal: AbortSignal): Promise<void>;
  /** The job will be tried again later. */
  retrying?(job: JobOf<K>): Promise<void>;
  /** The last attempt failed. */
  failed?(job: JobOf<K>, error: string): Promise<void>;
}

/** Handlers of known kinds, each typed by its kind's payload (what a domain registers). */
export type KindHandlers = { [K in JobKind]?: JobHandler<K> };

/** Handlers by job kind, as the worker runs them (tests add kinds of their own). */
export type JobHandlers = Record<string, JobHandler>;
