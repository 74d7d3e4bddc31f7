import "server-only";

/**
 * A process-local signal that jobs were just committed to the queue: the embedded worker, asleep
 * between polls, wakes at once instead of up to a poll later. A worker in another process still
 * finds them on its next poll; nothing depends on the signal arriving.
 */
const listeners = new Set<() => void>();

/** Calls `listener` whenever jobsQueued() is called; returns the unsubscribe. */
export function onJobsQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Says jobs were queued; call after the transaction that queued them has committed. */
export function jobsQueued(): void {
  for (const listener of listeners) listener();
}
