import "server-only";
import type { Connection } from "@/db/connect";

/** Stops listening. */
export type Unlisten = () => Promise<void>;

interface PgliteListener {
  listen(channel: string, callback: (payload: string) => void): Promise<Unlisten>;
}

interface HeldClient {
  query(text: string): Promise<unknown>;
  on(
    event: "notification",
    listener: (message: { channel: string; payload?: string }) => void,
  ): void;
  on(event: "error", listener: (error: Error) => void): void;
  release(error?: Error | boolean): void;
}

interface PoolLike {
  connect(): Promise<HeldClient>;
}

const RELISTEN_MS = 1_000;

/** What a listener that keeps state derived from the notifications needs to know. */
export interface ListenEvents {
  /** Notifications may be missed from now on: the connection dropped or could not be taken. */
  onLost?: () => void;
  /** Listening (again): notifications committed from now on arrive. */
  onListening?: () => void;
}

/**
 * Calls `onPayload` with every `pg_notify(channel, ...)` committed on the database, from any
 * process: PGlite delivers its own notifications in process; on Postgres one pooled connection per
 * process is held for LISTEN, and taken again after the server drops it.
 */
export async function listen(
  connection: Connection,
  channel: string,
  onPayload: (payload: string) => void,
  events: ListenEvents = {},
): Promise<Unlisten> {
  const client = (connection.db as unknown as { $client: unknown }).$client;
  if (connection.kind === "pglite") {
    const unlisten = await (client as PgliteListener).listen(channel, onPayload);
    events.onListening?.();
    return unlisten;
  }

  const pool = client as PoolLike;
  let held: { client: HeldClient; drop: (error?: Error) => boolean } | null = null;
  let stopped = false;
  const hold = async (): Promise<void> => {
    const next = await pool.connect();
    // Released once: a LISTEN that fails because the connection died also emits "error".
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return false;
      dropped = true;
      next.release(error ?? false);
      return true;
    };
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    next.on("error", (error) => {
      if (!drop(error)) return;
      console.error("[db] listening connection lost", error.message);
      if (held?.client === next) held = null;
      events.onLost?.();
      if (!stopped) setTimeout(() => void hold().catch(retryLater), RELISTEN_MS).unref();
    });
    try {
      await next.query(`listen "${channel}"`);
    } catch (error) {
      drop(error as Error);
      throw error;
    }
    held = { client: next, drop };
    events.onListening?.();
  };
  const retryLater = (error: Error) => {
    console.error("[db] cannot listen", error.message);
    events.onLost?.();
    if (!stopped) setTimeout(() => void hold().catch(retryLater), RELISTEN_MS).unref();
  };
  await hold();
  return async () => {
    stopped = true;
    const last = held;
    held = null;
    if (!last) return;
    await last.client.query(`unlisten "${channel}"`).catch(() => undefined);
    last.drop();
  };
}
