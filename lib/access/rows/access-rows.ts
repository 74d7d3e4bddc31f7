import "server-only";
import { LruCache } from "@/lib/cache/lru";

/**
 * This process's copy of videos' access rows (owner, privacy, password, expiry, version), used
 * only while every change reaches this process (access-rows-listener.ts): its own writes call
 * invalidateVideo, and the database's notices report everyone's, each dropping the row here. The
 * generation closes the gap of a read that started before a write and finished after its
 * invalidation: such a read is answered but not kept.
 */
interface AccessRowStore<R> {
  rows: LruCache<R>;
  generation: number;
}

const MAX_ROWS = 10_000;
/**
 * Exactness comes from invalidation, not from the lifetime, which only frees memory: a plan that
 * runs out writes nothing, but a kept row carries its end, compared with the clock on every read.
 */
const ROW_TTL_MS = 30_000;

// On globalThis: the proxy and the routes are separate bundles in one process and must share it.
const globalForAccess = globalThis as unknown as { demoreelAccessRows?: AccessRowStore<unknown> };
const store = (globalForAccess.demoreelAccessRows ??= {
  rows: new LruCache<unknown>(MAX_ROWS, ROW_TTL_MS),
  generation: 0,
});

/**
 * Which row of a video: the share page's (`share`) or the one a signed-out viewer without a
 * tracked link is checked with on the embed, oEmbed and API (`signed-out`).
 */
export type AccessRowKind = "share" | "signed-out";

const keyOf = (videoId: number, kind: AccessRowKind) => `${videoId}:${kind}`;

/** The kept row, or a read through `load` that is kept when no write happened meanwhile. */
export async function cachedAccessRow<R extends object>(
  videoId: number,
  load: () => Promise<R | null>,
  kind: AccessRowKind = "share",
): Promise<R | null> {
  const key = keyOf(videoId, kind);
  const kept = store.rows.get(key);
  if (kept) return kept as R;
  const generation = store.generation;
  const row = await load();
  // Unknown ids are not kept: a video created later under that id must be found at once.
  if (row && store.generation === generation) store.rows.set(key, row);
  return row;
}

/** A write that changes many videos' pages at once (a workspace's branding) drops every row. */
export function forgetAllAccessRows(): void {
  store.generation += 1;
  store.rows.deletePrefix("");
}

/**
 * Called by invalidateVideo after every write a viewer can see (every row of the video), and
 * when a view is counted (only the signed-out row, which carries the count).
 */
export function forgetAccessRow(videoId: number, kind?: AccessRowKind): void {
  store.generation += 1;
  if (kind) store.rows.delete(keyOf(videoId, kind));
  else store.rows.deletePrefix(`${videoId}:`);
}
