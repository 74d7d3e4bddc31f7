/**
 * The device's storage as a long recording needs it: the parts not yet uploaded wait in IndexedDB,
 * which the browser may clear under pressure unless the site's storage is persistent, and which
 * fails once the origin's quota is used up.
 */

/** The part of `navigator.storage` used here (absent in some browsers and in insecure contexts). */
export type StorageLike = Pick<StorageManager, "estimate"> &
  Partial<Pick<StorageManager, "persist" | "persisted">>;

export function deviceStorage(): StorageLike | null {
  return typeof navigator !== "undefined" && navigator.storage ? navigator.storage : null;
}

/**
 * Asks once that the browser keep this site's storage under pressure (Chromium grants it to a
 * site in use without a prompt; Firefox may ask). Answers whether it is kept; never throws.
 */
export async function askToKeepStorage(storage = deviceStorage()): Promise<boolean> {
  try {
    if (!storage?.persist) return false;
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

/** How many minutes of recording the warning looks ahead. */
export const STORAGE_LOOKAHEAD_MINUTES = 10;

/**
 * True when the space the origin has left would not hold `lookaheadSeconds` more of a recording at
 * `bytesPerSecond` (what builds up if the network goes now); false when it would or nobody can say.
 */
export async function storageRunningShort(
  bytesPerSecond: number,
  lookaheadSeconds = STORAGE_LOOKAHEAD_MINUTES * 60,
  storage = deviceStorage(),
): Promise<boolean> {
  try {
    const estimate = await storage?.estimate();
    if (!estimate?.quota) return false;
    const free = estimate.quota - (estimate.usage ?? 0);
    return free < bytesPerSecond * lookaheadSeconds;
  } catch {
    return false;
  }
}
