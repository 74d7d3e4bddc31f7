import "server-only";
import { z } from "zod";
import type { Job } from "@/db/schema";
import { PermanentJobError } from "./errors";

const id = z.number().int().positive();

/**
 * Every kind of job and the payload it carries. The queue owns these shapes (it imports no
 * domain): `enqueue` accepts only a kind's payload, and the worker parses each job's payload with
 * its kind's schema before the handler sees it.
 */
export const jobKinds = {
  "process-video": z.object({ videoId: id }),
  /** A committed recording's parts, joined into its video's original before processing. */
  "join-upload": z.object({ sessionId: z.string().min(1), videoId: id }),
  /** Cuts on the original timeline, `[from, to]` in seconds. */
  "edit-video": z.object({ videoId: id, cuts: z.array(z.tuple([z.number(), z.number()])) }),
  "transcribe-video": z.object({ videoId: id }),
  /** The email preview GIF of a processed video, made again when what it shows changes. */
  "preview-gif": z.object({ videoId: id }),
  /** After an edit: chapters and summary quoting cut words, made again from what is said. */
  "refresh-chapters-summary": z.object({ videoId: id }),
  "delete-storage": z.object({
    keys: z.array(z.string()).default([]),
    prefixes: z.array(z.string()).default([]),
  }),
  "notification-email": z.object({ notificationId: id }),
  /** The digest covers the day before `until` (an ISO time). */
  "digest-email": z.object({ userId: z.string().min(1), until: z.iso.datetime() }),
  "tracked-view-email": z.object({ linkId: id }),
  "workspace-invite-email": z.object({ inviteId: id }),
  "workspace-ownership-offer-email": z.object({ offerId: id }),
  "support-email": z.object({ requestId: id, to: z.enum(["team", "sender"]) }),
  "billing.sync-seats": z.object({ userId: z.string().min(1) }),
  "deliver-webhook": z.object({ deliveryId: id }),
} as const;

export type JobKind = keyof typeof jobKinds;
/** The payload a handler of `K` receives (defaults applied). */
export type JobPayload<K extends JobKind> = z.output<(typeof jobKinds)[K]>;
/** The payload `enqueue` takes for `K` (fields with defaults may be left out). */
export type JobPayloadInput<K extends JobKind> = z.input<(typeof jobKinds)[K]>;

/** A claimed job of kind `K`, its payload parsed; any other kind (tests) keeps the raw payload. */
export type JobOf<K extends string> = K extends JobKind
  ? Omit<Job, "kind" | "payload"> & { kind: K; payload: JobPayload<K> }
  : Job;

export const isJobKind = (kind: string): kind is JobKind => Object.hasOwn(jobKinds, kind);

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join(".") || "payload"}: ${issue.message}`)
    .join("; ");
}

/** `payload` checked against the schema of `kind`; a payload that does not fit is refused. */
export function parsePayload<K extends JobKind>(kind: K, payload: unknown): JobPayload<K> {
  const parsed = jobKinds[kind].safeParse(payload);
  if (!parsed.success) {
    throw new PermanentJobError(
      `Invalid payload for job kind "${kind}": ${describeIssues(parsed.error)}`,
    );
  }
  return parsed.data as JobPayload<K>;
}

/**
 * The job with its payload parsed by its kind's schema, as its handler receives it. A malformed
 * payload throws `PermanentJobError`: no later attempt can fix it, so the job fails at once.
 */
export function parseJob(job: Job): Job {
  return isJobKind(job.kind) ? { ...job, payload: parsePayload(job.kind, job.payload) } : job;
}

/** A stored job read as one of kind `K` (its kind checked, its payload parsed). */
export function parseJobOfKind<K extends JobKind>(kind: K, job: Job): JobOf<K> {
  if (job.kind !== kind) throw new PermanentJobError(`Job ${job.id} is a "${job.kind}" job`);
  return { ...job, kind, payload: parsePayload(kind, job.payload) } as JobOf<K>;
}
