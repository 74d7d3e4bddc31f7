import "server-only";
import { ApiError } from "@/lib/errors";

/**
 * ffmpeg runs a request waits for (a frame pick, a timeline strip made on demand, the pauses of
 * cut proposals) at once in this process. Each downloads its video and decodes it: unbounded, a
 * few owners clicking around would fill the disk and the CPU the worker and every other request
 * need.
 */
export const MAX_INLINE_FFMPEG_RUNS = 2;
/** Requests that may wait for a free run; one more is refused at once (503). */
export const MAX_INLINE_FFMPEG_WAITING = 4;
/** Longest a request waits for a free run before it is refused (503). */
export const INLINE_FFMPEG_MAX_WAIT_MS = 15_000;
/** The Retry-After of a refusal, in seconds. */
export const INLINE_FFMPEG_RETRY_AFTER_SECONDS = 5;

export const INLINE_FFMPEG_BUSY =
  "The server is busy making other previews: please try again in a few seconds";

const busy = () =>
  new ApiError(503, INLINE_FFMPEG_BUSY, {
    code: "service_unavailable",
    headers: { "Retry-After": String(INLINE_FFMPEG_RETRY_AFTER_SECONDS) },
  });

interface Waiter {
  grant: () => void;
}

/** A counting semaphore with a bounded queue (first come, first served). */
export class InlineSlots {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly limits = {
      runs: MAX_INLINE_FFMPEG_RUNS,
      waiting: MAX_INLINE_FFMPEG_WAITING,
      maxWaitMs: INLINE_FFMPEG_MAX_WAIT_MS,
    },
  ) {}

  /** Slots taken now (a run holds its slot until its work settled, its ffmpeg gone). */
  get inUse(): number {
    return this.running;
  }

  /** Runs `work` in a slot; waits for one while the queue has room; 503 otherwise or after the wait. */
  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    if (this.running < this.limits.runs) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.waiting) return Promise.reject(busy());
    return new Promise<void>((resolve, reject) => {
      const leave = (error: unknown) => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        reject(error);
      };
      const onAbort = () => leave(signal?.reason);
      const timer = setTimeout(() => leave(busy()), this.limits.maxWaitMs);
      timer.unref?.();
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", onAbort);
          resolve();
        },
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    // The slot passes straight to the next waiter: `running` stays the same.
    if (next) next.grant();
    else this.running -= 1;
  }
}

const globalForSlots = globalThis as unknown as { demoreelInlineFfmpeg?: InlineSlots };

/** The process's slots (one instance across hot reloads and route bundles). */
export function inlineFfmpegSlots(): InlineSlots {
  globalForSlots.demoreelInlineFfmpeg ??= new InlineSlots();
  return globalForSlots.demoreelInlineFfmpeg;
}
