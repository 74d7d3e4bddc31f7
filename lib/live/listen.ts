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

/**
 * Calls `onPayload` with every `pg_notify(channel, ...)` committed on the database, from any
 * process: PGlite delivers its own notifications in process; on Postgres one pooled connection per
 * process is held for LISTEN, and taken again after the server drops it.
 */
export async function listen(
  connection: Connection,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<Unlisten> {
  const client = (connection.db as unknown as { $client: unknown }).$client;
  if (connection.kind === "pglite") return (client as PgliteListener).listen(channel, onPayload);

  const pool = client as PoolLike;
  let held: HeldClient | null = null;
  let stopped = false;
  const hold = async (): Promise<void> => {
    const next = await pool.connect();
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    next.on("error", (error) => {
      console.error("[live] listening connection lost", error.message);
      next.release(error);
      if (held === next) held = null;
      if (!stopped) setTimeout(() => void hold().catch(retryLater), RELISTEN_MS).unref();
    });
    await next.query(`listen "${channel}"`);
    held = next;
  };
  const retryLater = (error: Error) => {
    console.error("[live] cannot listen", error.message);
    if (!stopped) setTimeout(() => void hold().catch(retryLater), RELISTEN_MS).unref();
  };
  await hold();
  return async () => {
    stopped = true;
    const last = held;
    held = null;
    if (!last) return;
    await last.query(`unlisten "${channel}"`).catch(() => undefined);
    last.release();
  };
}
