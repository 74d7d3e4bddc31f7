import "server-only";

/** One hit counted in a fixed window: how many hits the window holds now, and when it ends. */
export interface WindowCount {
  count: number;
  resetsInMs: number;
}

/** Where the counters live: every app instance must see the same ones (Postgres or Redis). */
export interface RateLimitStore {
  hit(key: string, windowSeconds: number): Promise<WindowCount>;
  /**
   * Takes back one hit of the current window (one that turned out not to count), never below
   * zero; nothing when the window has ended.
   */
  release(key: string): Promise<void>;
}
