import "server-only";
import { randomBytes } from "node:crypto";
import os from "node:os";
import type { Job } from "@/db/schema";
import type { Db } from "@/db/types";
import type { Storage } from "@/lib/storage/types";
import type { MailSettings } from "@/lib/mail/settings";
import { logger, withLogContext, type Logger } from "@/lib/log/logger";
import { runMaintenance } from "./maintenance";
import { DeferJobError, PermanentJobError } from "@/lib/jobs/errors";
import {
  claimNextJob,
  completeJob,
  deferJob,
  failJob,
  releaseJob,
  renewLease,
} from "@/lib/jobs/queue";
import { parseJob } from "@/lib/jobs/kinds";
import { allLanes, laneFilter, type JobLane, type LaneFilter } from "@/lib/jobs/lanes";
import type { JobHandlers } from "@/lib/jobs/types";
import { onJobsQueued } from "@/lib/jobs/wake";
import { defaultHandlers, type VideoJobOptions } from "./handlers";
import { TRANSCRIBE_VIDEO } from "@/lib/videos/jobs";

// `drain` and `runOnce` claim from every lane: automatic transcripts, long and awaited by nobody,
// go last there.
const LOW_PRIORITY = [TRANSCRIBE_VIDEO];

export interface WorkerOptions {
  db: Db;
  storage: Storage;
  workerId?: string;
  /** How long a claim holds without a heartbeat. */
  leaseMs?: number;
  /** How often a running job's lease is renewed; a third of leaseMs unless given. */
  heartbeatMs?: number;
  /** Sleep between polls of an empty queue. */
  pollMs?: number;
  /** First retry delay; each later one is 4x longer. */
  backoffBaseMs?: number;
  /** Replaces the built-in handlers (tests). */
  handlers?: JobHandlers;
  video?: VideoJobOptions;
  /** Where emails go; from the configuration unless given. */
  mail?: MailSettings;
  /** Where the worker logs; the job's contextual logger (`lib/log`) unless given (tests). */
  logger?: Pick<Logger, "info" | "error">;
  /** How often an idle polling worker runs the periodic clean-up (0: never). */
  maintenanceEveryMs?: number;
  /**
   * The lanes `start()` polls and how many jobs of each run at once (`lib/jobs/lanes.ts`); every
   * lane with its default slots unless given.
   */
  lanes?: ReadonlyMap<JobLane, number>;
}

export interface Worker {
  readonly id: string;
  /** Polls the queue, each lane in its own loops, until stop(). */
  start(): void;
  /** Claims and runs one job; false when none was runnable. */
  runOnce(): Promise<boolean>;
  /** Runs jobs until the queue is empty or `budgetMs` has passed; returns how many ran. */
  drain(budgetMs: number): Promise<number>;
  /** Finishes the running jobs (or, with abort, kills them and gives them back), then stops polling. */
  stop(options?: { abort?: boolean }): Promise<void>;
}

class LeaseLost extends Error {}
class ShuttingDown extends Error {}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createWorker(options: WorkerOptions): Worker {
  const { db, storage } = options;
  const id =
    options.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  const leaseMs = options.leaseMs ?? 60_000;
  const heartbeatMs = options.heartbeatMs ?? leaseMs / 3;
  const pollMs = options.pollMs ?? 1_000;
  const backoffBaseMs = options.backoffBaseMs ?? 15_000;
  const handlers = options.handlers ?? defaultHandlers(db, storage, options.video, options.mail);
  const log = () => options.logger ?? logger();
  const maintenanceEveryMs = options.maintenanceEveryMs ?? 60 * 60_000;
  let lastMaintenance = 0;

  /** Abandoned uploads, never-attached images and old history go even where no cron runs. */
  async function maintainWhenDue(): Promise<void> {
    if (maintenanceEveryMs <= 0 || Date.now() - lastMaintenance < maintenanceEveryMs) return;
    lastMaintenance = Date.now();
    try {
      const report = await runMaintenance(db, storage);
      log().info({ workerId: id, report }, "maintenance done");
    } catch (error) {
      log().error({ workerId: id, err: error }, "maintenance failed");
    }
  }

  const lanes = options.lanes ?? allLanes();
  let stopping = false;
  let loops: Promise<void> | null = null;
  /** Stops listening for jobs queued in this process (see lib/jobs/wake.ts). */
  let unsubscribe: (() => void) | null = null;
  const running = new Set<AbortController>();
  const wakers = new Set<() => void>();

  /** `notify: false` keeps the handler's hooks out (they cannot read a payload that failed to parse). */
  async function settleFailure(
    job: Job,
    error: string,
    { permanent = false, notify = true }: { permanent?: boolean; notify?: boolean } = {},
  ): Promise<void> {
    const state = await failJob(db, job, id, error, backoffBaseMs, { permanent });
    const handler = notify ? handlers[job.kind] : undefined;
    if (state === "failed") await handler?.failed?.(job, error);
    if (state === "queued") await handler?.retrying?.(job);
    log().error({ attempt: job.attempts, state, error }, "job failed");
  }

  async function runJob(claimed: Job): Promise<void> {
    const handler = handlers[claimed.kind];
    if (!handler) return settleFailure(claimed, `No handler for job kind ${claimed.kind}`);
    let job: Job;
    try {
      job = parseJob(claimed);
    } catch (error) {
      return settleFailure(claimed, message(error), { permanent: true, notify: false });
    }
    // A lease that expired on the last attempt: its worker died each time, so stop trying.
    if (job.attempts > job.maxAttempts) return settleFailure(job, job.lastError ?? "Worker lost");

    const controller = new AbortController();
    running.add(controller);
    const heartbeat = setInterval(() => {
      renewLease(db, job.id, id, leaseMs).then(
        (held) => held || controller.abort(new LeaseLost()),
        (error: unknown) => log().error({ err: error }, "heartbeat failed"),
      );
    }, heartbeatMs);
    try {
      await handler.run(job, controller.signal);
      controller.signal.throwIfAborted();
      await completeJob(db, job.id, id);
    } catch (error) {
      const reason: unknown = controller.signal.reason;
      if (reason instanceof ShuttingDown) await releaseJob(db, job.id, id);
      else if (error instanceof DeferJobError) await deferJob(db, job.id, id, error.delayMs);
      else if (reason instanceof LeaseLost) log().info("job is no longer ours");
      else
        await settleFailure(job, message(error), { permanent: error instanceof PermanentJobError });
    } finally {
      clearInterval(heartbeat);
      running.delete(controller);
    }
  }

  async function runNext(lane?: LaneFilter): Promise<boolean> {
    const job = await claimNextJob(
      db,
      lane
        ? { workerId: id, leaseMs, lane }
        : { workerId: id, leaseMs, lowPriorityKinds: LOW_PRIORITY },
    );
    if (!job) return false;
    await withLogContext({ workerId: id, jobId: job.id, kind: job.kind }, () => runJob(job));
    return true;
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      }
      wakers.add(done);
    });
  }

  /** One slot of one lane; the first slot of all also runs the periodic clean-up when idle. */
  async function poll(lane: JobLane, maintains: boolean): Promise<void> {
    const filter = laneFilter(lane);
    while (!stopping) {
      let worked = false;
      try {
        worked = await runNext(filter);
      } catch (error) {
        log().error({ workerId: id, lane, err: error }, "poll failed");
      }
      if (!worked && !stopping && maintains) await maintainWhenDue();
      if (!worked && !stopping) await sleep(pollMs);
    }
  }

  function startLoops(): Promise<void> {
    const slots = [...lanes].flatMap(([lane, count]) => Array.from({ length: count }, () => lane));
    return Promise.all(slots.map((lane, index) => poll(lane, index === 0))).then(() => undefined);
  }

  const runOnce = () => runNext();

  return {
    id,
    runOnce,
    start() {
      stopping = false;
      unsubscribe ??= onJobsQueued(() => wakers.forEach((wake) => wake()));
      loops ??= startLoops().finally(() => {
        loops = null;
      });
    },
    async drain(budgetMs) {
      const deadline = Date.now() + budgetMs;
      let ran = 0;
      while (!stopping && Date.now() < deadline && (await runOnce())) ran += 1;
      return ran;
    },
    async stop(stopOptions = {}) {
      stopping = true;
      unsubscribe?.();
      unsubscribe = null;
      wakers.forEach((wake) => wake());
      if (stopOptions.abort) running.forEach((job) => job.abort(new ShuttingDown()));
      await loops;
    },
  };
}
