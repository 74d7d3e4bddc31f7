import "server-only";
import { connectionOf } from "@/db/client";
import type { Connection } from "@/db/connect";
import { config } from "@/lib/config";
import { listen, type Unlisten } from "@/db/listen";
import { forgetAccessRow, forgetAllAccessRows } from "./access-rows";

/**
 * When this process may answer access checks from the rows it keeps (access-rows.ts). Embedded
 * PGlite belongs to this process: every write goes through it and drops the row. A shared Postgres
 * may be written by another instance or the worker: there, by default, every check is a query
 * (exact on every instance on the next request). With ACCESS_ROWS_FROM_NOTICES, rows are kept
 * while this process listens to the database's notices of changed videos (migration 0032: a
 * trigger on `videos`, and on what decides a workspace's branding), and all are dropped whenever
 * listening stops or starts again, because notices sent meanwhile are lost.
 */

/** The channel the migration's triggers notify. */
export const ACCESS_CHANNEL = "demoreel_access";

/** After a listener could not start, the next check tries again once this long has passed. */
const RETRY_MS = 5_000;

interface ListenerState {
  listening: boolean;
  unlisten: Promise<Unlisten | null>;
}

// On globalThis: the proxy and the routes are separate bundles in one process and must share it.
const globalForListeners = globalThis as unknown as {
  demoreelAccessListeners?: WeakMap<Connection, ListenerState>;
};
const listeners = (globalForListeners.demoreelAccessListeners ??= new WeakMap());

/** A notice's payload: a video id, 'views:' and an id (only its count moved), or '*' (all). */
export function applyAccessNotice(payload: string): void {
  const viewsOnly = payload.startsWith("views:");
  const id = Number(viewsOnly ? payload.slice("views:".length) : payload);
  if (payload === "*" || !Number.isSafeInteger(id)) forgetAllAccessRows();
  else forgetAccessRow(id, viewsOnly ? "signed-out" : undefined);
}

function startListener(connection: Connection): ListenerState {
  const state: ListenerState = { listening: false, unlisten: Promise.resolve(null) };
  state.unlisten = listen(connection, ACCESS_CHANNEL, applyAccessNotice, {
    onLost: () => {
      state.listening = false;
      forgetAllAccessRows();
    },
    onListening: () => {
      forgetAllAccessRows();
      state.listening = true;
    },
  }).catch((error: unknown) => {
    console.error("[demoreel] access rows are read per request:", (error as Error).message);
    setTimeout(() => listeners.delete(connection), RETRY_MS).unref();
    return null;
  });
  return state;
}

/** Whether `connection`'s access rows may be kept now; the first ask starts listening. */
export function accessRowsKept(connection: Connection): boolean {
  // A notice reaches another instance milliseconds after the commit: on a shared Postgres that is
  // a window in which a flip is not yet exact there, so keeping rows is the operator's choice.
  if (connection.kind !== "pglite" && !config().ACCESS_ROWS_FROM_NOTICES) return false;
  let state = listeners.get(connection);
  if (!state) listeners.set(connection, (state = startListener(connection)));
  // PGlite hears its own notices too: writes that bypass invalidateVideo (a plan change) count.
  return connection.kind === "pglite" || state.listening;
}

/** accessRowsKept for a query handle: false inside a transaction or before the database is open. */
export async function canKeepAccessRows(db: unknown): Promise<boolean> {
  const connection = await connectionOf(db);
  return connection !== null && accessRowsKept(connection);
}

/** Releases the listening connection (a pool cannot end while it is held). */
export async function stopAccessListener(connection: Connection): Promise<void> {
  const state = listeners.get(connection);
  if (!state) return;
  listeners.delete(connection);
  state.listening = false;
  const unlisten = await state.unlisten;
  await unlisten?.();
}
