import "server-only";
import { and, asc, eq, gt, inArray, lt, lte, ne, notInArray, or, sql } from "drizzle-orm";
import { jobs, type Job } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import type { LaneFilter } from "./lanes";

const msFromNow = (ms: number) =>
  sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

function laneCondition(lane: LaneFilter | undefined) {
  if (!lane) return undefined;
  if ("kinds" in lane) return inArray(jobs.kind, [...lane.kinds]);
  return lane.exceptKinds.length > 0 ? notInArray(jobs.kind, [...lane.exceptKinds]) : undefined;
}

/**
 * Claims the next runnable job for `workerId`: a queued job whose time has come, or a running
 * one whose lease expired (its worker died). One statement, so it is atomic on PGlite as on
 * Postgres; SKIP LOCKED lets concurrent workers pass over a row another is claiming.
 *
 *   UPDATE jobs SET state='running', attempts=attempts+1, locked_by=$w, leased_until=now()+$lease
 *   WHERE id = (SELECT id FROM jobs
 *               WHERE (state='queued' AND run_at<=now()) OR (state='running' AND leased_until<now())
 *               ORDER BY kind IN ($lowPriority), run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
 *   RETURNING *
 *
 * `lane` limits the claim to one lane's kinds (the worker's lane loops); without it any kind is
 * claimed (`drain`, the cron route), and `lowPriorityKinds` then wait while any other job can run.
 */
export async function claimNextJob(
  db: DbOrTx,
  options: {
    workerId: string;
    leaseMs: number;
    lowPriorityKinds?: readonly string[];
    lane?: LaneFilter;
  },
): Promise<Job | null> {
  const low = options.lowPriorityKinds ?? [];
  // Postgres reads a constant in ORDER BY as a column position, so the term is left out when empty.
  const order = [asc(jobs.runAt), asc(jobs.id)];
  if (low.length > 0) {
    const isLow = sql`${jobs.kind} in (${sql.join(
      low.map((kind) => sql`${kind}`),
      sql`, `,
    )})`;
    order.unshift(asc(isLow));
  }
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        or(
          and(eq(jobs.state, "queued"), lte(jobs.runAt, sql`now()`)),
          and(eq(jobs.state, "running"), lt(jobs.leasedUntil, sql`now()`)),
        ),
        laneCondition(options.lane),
      ),
    )
    .orderBy(...order)
    .limit(1)
    .for("update", { skipLocked: true });
  const [job] = await db
    .update(jobs)
    .set({
      state: "running",
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: options.workerId,
      leasedUntil: msFromNow(options.leaseMs),
      updatedAt: sql`now()`,
    })
    .where(eq(jobs.id, sql`(${next})`))
    .returning();
  return job ?? null;
}

const heldBy = (jobId: number, workerId: string) =>
  and(eq(jobs.id, jobId), eq(jobs.lockedBy, workerId), eq(jobs.state, "running"));

/** Extends the lease; false when the job is no longer ours (deleted with its video, or reclaimed). */
export async function renewLease(
  db: DbOrTx,
  jobId: number,
  workerId: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ leasedUntil: msFromNow(leaseMs), updatedAt: sql`now()` })
    .where(heldBy(jobId, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function completeJob(db: DbOrTx, jobId: number, workerId: string): Promise<void> {
  await db
    .update(jobs)
    .set({
      state: "completed",
      leasedUntil: null,
      lastError: null,
      completedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(heldBy(jobId, workerId));
}

/** Delay before retry number `attempt` (1-based attempts already made): base, 4x base, 16x base... */
export function backoffMs(attempt: number, baseMs: number, maxMs = 15 * 60_000): number {
  return Math.min(maxMs, baseMs * 4 ** Math.max(0, attempt - 1));
}

/**
 * Records a failed attempt: back to queued after a backoff, or failed for good after the last
 * attempt. Returns the job's new state (null when the job was no longer ours).
 */
export async function failJob(
  db: DbOrTx,
  job: Pick<Job, "id" | "attempts" | "maxAttempts">,
  workerId: string,
  error: string,
  backoffBaseMs: number,
  { permanent = false }: { permanent?: boolean } = {},
): Promise<"queued" | "failed" | null> {
  const final = permanent || job.attempts >= job.maxAttempts;
  const rows = await db
    .update(jobs)
    .set({
      state: final ? "failed" : "queued",
      lastError: error.slice(0, 2000),
      lockedBy: final ? workerId : null,
      leasedUntil: null,
      runAt: final ? undefined : msFromNow(backoffMs(job.attempts, backoffBaseMs)),
      updatedAt: sql`now()`,
    })
    .where(heldBy(job.id, workerId))
    .returning({ state: jobs.state });
  return rows[0] ? (final ? "failed" : "queued") : null;
}

/** Gives a claimed job back untouched (graceful shutdown): the attempt does not count. */
export async function releaseJob(db: DbOrTx, jobId: number, workerId: string): Promise<void> {
  await deferJob(db, jobId, workerId, 0);
}

/** Puts a claimed job back to run after `delayMs`, the attempt not counted (it waits for another job). */
export async function deferJob(
  db: DbOrTx,
  jobId: number,
  workerId: string,
  delayMs: number,
): Promise<void> {
  await db
    .update(jobs)
    .set({
      state: "queued",
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      lockedBy: null,
      leasedUntil: null,
      runAt: msFromNow(delayMs),
      updatedAt: sql`now()`,
    })
    .where(heldBy(jobId, workerId));
}

/** The jobs of a video, newest first: state, attempts and last error are the visible status. */
export async function jobsForVideo(db: DbOrTx, videoId: number): Promise<Job[]> {
  return db
    .select()
    .from(jobs)
    .where(eq(jobs.videoId, videoId))
    .orderBy(sql`${jobs.createdAt} desc`);
}

/** Cancels a video's queued (not yet claimed) jobs of `kind`: a newer request replaces them. */
export async function cancelQueuedJobs(
  db: DbOrTx,
  { kind, videoId }: { kind: string; videoId: number },
): Promise<void> {
  await db
    .update(jobs)
    .set({ state: "cancelled", updatedAt: sql`now()` })
    .where(and(eq(jobs.videoId, videoId), eq(jobs.kind, kind), eq(jobs.state, "queued")));
}

/** Whether a job of the same kind for the same video was queued after `job` (it supersedes it). */
export async function hasNewerJob(
  db: DbOrTx,
  job: Pick<Job, "id" | "kind" | "videoId" | "createdAt">,
): Promise<boolean> {
  if (job.videoId === null) return false;
  const newer = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.videoId, job.videoId),
        eq(jobs.kind, job.kind),
        ne(jobs.id, job.id),
        gt(jobs.createdAt, job.createdAt),
      ),
    )
    .limit(1);
  return newer.length > 0;
}
