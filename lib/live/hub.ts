import "server-only";
import { sql } from "drizzle-orm";
import { getConnection } from "@/db/client";
import type { Connection } from "@/db/connect";
import type { DbOrTx } from "@/db/types";
import { listen, type Unlisten } from "@/db/listen";
import { LIVE_STREAMS_PER_PROCESS, LIVE_STREAMS_PER_USER, type LiveEvent } from "./shared";
import { ignoreFailure } from "@/lib/log/logger";

const CHANNEL = "demoreel_live";

interface Envelope {
  userId: string;
  event: LiveEvent;
}

type Deliver = (event: LiveEvent) => void;

/** One open stream: what it is sent, and how the hub closes it when a newer one replaces it. */
interface Subscriber {
  deliver: Deliver;
  evict: () => void;
}

/**
 * One process's open streams, by user. Events travel through the database (`pg_notify`), so a
 * stream on one app instance hears what a request on another published; each process listens once.
 */
class LiveHub {
  private readonly streams = new Map<string, Set<Subscriber>>();
  private listening: Promise<Unlisten> | null = null;

  constructor(private readonly connection: Connection) {}

  /** Whether this process takes another stream (LIVE_STREAMS_PER_PROCESS). */
  get full(): boolean {
    return this.size >= LIVE_STREAMS_PER_PROCESS;
  }

  /**
   * Adds a stream of `userId`. At LIVE_STREAMS_PER_USER the user's oldest stream is evicted first
   * (a Set keeps insertion order, so its first entry is the oldest).
   */
  async subscribe(userId: string, deliver: Deliver, evict: () => void): Promise<() => void> {
    let mine = this.streams.get(userId);
    if (!mine) this.streams.set(userId, (mine = new Set()));
    while (mine.size >= LIVE_STREAMS_PER_USER) {
      const oldest = mine.values().next().value;
      if (!oldest) break;
      mine.delete(oldest);
      oldest.evict();
    }
    const subscriber: Subscriber = { deliver, evict };
    mine.add(subscriber);
    this.listening ??= listen(this.connection, CHANNEL, (payload) => this.receive(payload));
    try {
      await this.listening;
    } catch (error) {
      this.listening = null;
      mine.delete(subscriber);
      throw error;
    }
    return () => {
      mine.delete(subscriber);
      if (mine.size === 0 && this.streams.get(userId) === mine) this.streams.delete(userId);
      if (this.streams.size === 0) this.stopListening();
    };
  }

  /** Open streams in this process (the bench reads it). */
  get size(): number {
    let total = 0;
    for (const set of this.streams.values()) total += set.size;
    return total;
  }

  /** With no stream left, the listening connection goes back to the pool (taken again on demand). */
  private stopListening(): void {
    const listening = this.listening;
    this.listening = null;
    void listening
      ?.then((unlisten) => unlisten())
      .catch(ignoreFailure("stopping listening for live events"));
  }

  private receive(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    for (const { deliver } of this.streams.get(envelope.userId) ?? []) deliver(envelope.event);
  }
}

const hubs = new WeakMap<Connection, LiveHub>();

/** The hub of the process's database (tests swap databases: each has its own). */
export async function liveHub(): Promise<LiveHub> {
  const connection = await getConnection();
  let hub = hubs.get(connection);
  if (!hub) hubs.set(connection, (hub = new LiveHub(connection)));
  return hub;
}

/**
 * Tells `userId`'s open tabs, wherever they are connected. In a transaction it is sent when that
 * commits (and never if it rolls back), as Postgres does with every notification.
 */
export async function publishLive(db: DbOrTx, userId: string, event: LiveEvent): Promise<void> {
  const envelope: Envelope = { userId, event };
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(envelope)})`);
}
