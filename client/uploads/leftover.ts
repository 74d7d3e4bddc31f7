import type { PartStore, StoredRecording } from "./part-store";

export interface LeftoverDeps {
  store: PartStore | null;
  /** Whether another tab is recording it right now (a held Web Lock). */
  isLive: (id: string) => Promise<boolean>;
  discard: (recording: StoredRecording) => Promise<void>;
}

/**
 * The newest recording `userId` left in this browser by a reload or crash: never another
 * account's (they share the browser, not the recording), never one another tab is recording,
 * never one whose Save was queued (that one is finished without asking: see queued-save).
 * Their empty leftovers are discarded on the way; another account's stay until they sign in.
 */
export async function findLeftover(
  userId: string,
  deps: LeftoverDeps,
): Promise<StoredRecording | null> {
  if (!deps.store) return null;
  const candidates: StoredRecording[] = [];
  for (const recording of await deps.store.listRecordings()) {
    if (recording.userId !== userId || recording.queuedSave) continue;
    if (await deps.isLive(recording.id)) continue;
    // Nothing recorded (a part being gathered counts: it is stored with every chunk).
    if (recording.partCount === 0 && recording.durationMs === 0) {
      await deps.discard(recording);
      continue;
    }
    candidates.push(recording);
  }
  return candidates.sort((a, b) => b.updatedAt - a.updatedAt)[0] ?? null;
}
