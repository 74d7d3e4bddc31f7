import "server-only";
import type { Db } from "@/db/types";
import type { Storage } from "@/lib/storage/types";
import { scheduleDigests } from "@/lib/mail/jobs";
import { cleanupAbandonedSessions } from "@/lib/uploads/sessions";
import { removeOrphanImages } from "@/lib/attachments/orphan-images";
import { pruneHistory, type PrunedHistory } from "./prune-history";

export interface MaintenanceReport {
  abandonedUploads: number;
  orphanImages: number;
  pruned: PrunedHistory;
  /** Daily digests queued. */
  digests: number;
}

/**
 * The periodic clean-up (abandoned upload sessions, never-attached images, old history), and the
 * day's email digests.
 */
export async function runMaintenance(
  db: Db,
  storage: Storage,
  now = new Date(),
): Promise<MaintenanceReport> {
  const abandonedUploads = await cleanupAbandonedSessions(db, storage, { now });
  const orphanImages = await removeOrphanImages(db, storage, { now });
  const pruned = await pruneHistory(db, now);
  const digests = await scheduleDigests(db, now);
  return { abandonedUploads, orphanImages, pruned, digests };
}
