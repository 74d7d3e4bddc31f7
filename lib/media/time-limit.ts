import "server-only";

/** A job may take this many seconds per second of media, plus a fixed allowance. */
export const JOB_SECONDS_PER_MEDIA_SECOND = 3;
export const JOB_BASE_ALLOWANCE_MS = 5 * 60_000;

/** The time limit of a processing job for media of `durationSeconds` (unknown: the base allowance). */
export function jobTimeLimitMs(durationSeconds: number | null): number {
  const media = durationSeconds && durationSeconds > 0 ? durationSeconds : 0;
  return Math.round(media * JOB_SECONDS_PER_MEDIA_SECOND * 1000 + JOB_BASE_ALLOWANCE_MS);
}

export class TimeLimitError extends Error {
  constructor(readonly limitMs: number) {
    super(`Processing passed its time limit of ${Math.round(limitMs / 1000)} s and was stopped`);
    this.name = "TimeLimitError";
  }
}

export interface TimeLimit {
  /** Aborts when the caller's signal does or when the limit passes (ffmpeg is then killed). */
  readonly signal: AbortSignal;
  /** Moves the deadline to `limitMs` after the start, once the media's duration is known. */
  setLimit(limitMs: number): void;
  dispose(): void;
}

/** A deadline measured from now, that can be moved once the job knows how long its media is. */
export function startTimeLimit(limitMs: number, parent?: AbortSignal): TimeLimit {
  const started = Date.now();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const arm = (ms: number) => {
    clearTimeout(timer);
    const left = Math.max(0, started + ms - Date.now());
    timer = setTimeout(() => controller.abort(new TimeLimitError(ms)), left);
    timer.unref?.();
  };
  arm(limitMs);
  return {
    signal: parent ? AbortSignal.any([parent, controller.signal]) : controller.signal,
    setLimit: arm,
    dispose: () => clearTimeout(timer),
  };
}
