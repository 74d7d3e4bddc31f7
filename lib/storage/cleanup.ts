import "server-only";
import type { DbOrTx } from "@/db/types";
import { enqueue } from "@/lib/jobs/enqueue";
import type { JobOf, JobPayload } from "@/lib/jobs/kinds";
import type { KindHandlers } from "@/lib/jobs/types";
import type { Storage } from "./types";

export const DELETE_STORAGE = "delete-storage";
/** Storage may be down for a while: keep trying (backoff 15 s, 1 min, 4 min, ... about 3 days). */
const CLEANUP_ATTEMPTS = 10;

export type StorageCleanup = JobPayload<typeof DELETE_STORAGE>;

/**
 * Queues the removal of stored files whose rows are gone; call it in the transaction that
 * deletes the rows, so the files go exactly when the rows do and no storage call runs inside it.
 * The job names no video: it must outlive the video row it cleans up after.
 */
export async function enqueueStorageCleanup(db: DbOrTx, cleanup: StorageCleanup): Promise<void> {
  if (cleanup.keys.length === 0 && cleanup.prefixes.length === 0) return;
  await enqueue(db, DELETE_STORAGE, cleanup, { maxAttempts: CLEANUP_ATTEMPTS });
}

/** Deletes what the job names; deleting what is already gone succeeds, so retries are safe. */
export async function runStorageCleanup(
  storage: Storage,
  job: JobOf<typeof DELETE_STORAGE>,
): Promise<void> {
  const { keys, prefixes } = job.payload;
  for (const prefix of prefixes) await storage.deletePrefix(prefix);
  if (keys.length > 0) await storage.delete(keys);
}

export const storageCleanupHandlers = (storage: Storage): KindHandlers => ({
  [DELETE_STORAGE]: { run: (job) => runStorageCleanup(storage, job) },
});
