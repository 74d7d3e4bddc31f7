import "server-only";
import { z } from "zod";
import type { Job } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { enqueue } from "@/lib/jobs/enqueue";
import type { JobHandlers } from "@/lib/jobs/types";
import type { Storage } from "./types";

export const DELETE_STORAGE = "delete-storage";
/** Storage may be down for a while: keep trying (backoff 15 s, 1 min, 4 min, ... about 3 days). */
const CLEANUP_ATTEMPTS = 10;

const payloadSchema = z.object({
  keys: z.array(z.string()).default([]),
  prefixes: z.array(z.string()).default([]),
});
export type StorageCleanup = z.infer<typeof payloadSchema>;

/**
 * Queues the removal of stored files whose rows are gone; call it in the transaction that
 * deletes the rows, so the files go exactly when the rows do and no storage call runs inside it.
 * The job names no video: it must outlive the video row it cleans up after.
 */
export async function enqueueStorageCleanup(db: DbOrTx, cleanup: StorageCleanup): Promise<void> {
  if (cleanup.keys.length === 0 && cleanup.prefixes.length === 0) return;
  await enqueue(db, { kind: DELETE_STORAGE, payload: cleanup, maxAttempts: CLEANUP_ATTEMPTS });
}

/** Deletes what the job names; deleting what is already gone succeeds, so retries are safe. */
export async function runStorageCleanup(storage: Storage, job: Job): Promise<void> {
  const { keys, prefixes } = payloadSchema.parse(job.payload);
  for (const prefix of prefixes) await storage.deletePrefix(prefix);
  if (keys.length > 0) await storage.delete(keys);
}

export const storageCleanupHandlers = (storage: Storage): JobHandlers => ({
  [DELETE_STORAGE]: { run: (job) => runStorageCleanup(storage, job) },
});
