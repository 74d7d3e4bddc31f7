import { askToKeepStorage, storageRunningShort, type StorageLike } from "./device-storage";
import { startSleepClock } from "./sleep-clock";
import { RECORDER_TOASTS, sleptToast, type RecorderToast } from "./toasts";

/** A skip this long of the worker's one-second clock means the computer was asleep. */
export const SLEEP_GAP_MS = 5000;
/** How often the storage left is looked at while recording. */
export const STORAGE_CHECK_MS = 60_000;
/** A tab in the background this long is told, on return, that the recording went on. */
export const BACKGROUND_NOTICE_MS = 60_000;

export interface WatchedRecording {
  /** Whether the recorder is recording (not paused or stopped). */
  recording: () => boolean;
  /** Leaves `ms` out of the recorded time, as a pause would. */
  skip: (ms: number) => void;
  bytesPerSecond: number;
}

export interface WatchDeps {
  now: () => number;
  /** Calls back with each sleep of the computer, in ms; answers the function that stops it. */
  sleeps: (onGap: (ms: number) => void) => () => void;
  /** Calls back every STORAGE_CHECK_MS; answers the function that stops it. */
  every: (ms: number, tick: () => void) => () => void;
  storage?: StorageLike | null;
  document?: Pick<Document, "hidden" | "addEventListener" | "removeEventListener"> | null;
}

const browserDeps = (): WatchDeps => ({
  now: () => Date.now(),
  sleeps: (onGap) => startSleepClock(SLEEP_GAP_MS, onGap),
  every: (ms, tick) => {
    const timer = setInterval(tick, ms);
    return () => clearInterval(timer);
  },
  document: typeof document === "undefined" ? null : document,
});

/**
 * Watches a recording for what happens to a long one: asks to keep the device's storage, warns
 * once when the storage left would not hold the next minutes of it, leaves a sleep of the computer
 * out of the recorded time and says so, and says on return that the recording went on while the
 * tab was in the background. Answers the function that stops watching.
 */
export function watchRecording(
  target: WatchedRecording,
  notify: (toast: RecorderToast) => void,
  deps: WatchDeps = browserDeps(),
): () => void {
  void askToKeepStorage(deps.storage);
  let warned = false;
  const checkStorage = () => {
    if (warned) return;
    void storageRunningShort(target.bytesPerSecond, undefined, deps.storage).then((short) => {
      if (short && !warned) {
        warned = true;
        notify(RECORDER_TOASTS.storageShort);
      }
    });
  };
  checkStorage();
  const stopChecks = deps.every(STORAGE_CHECK_MS, checkStorage);
  const stopSleeps = deps.sleeps((gap) => {
    // The clock ticks once a second: about one of those seconds was recorded.
    if (!target.recording()) return;
    target.skip(Math.max(0, gap - 1000));
    notify(sleptToast(gap));
  });

  let hiddenAt: number | null = deps.document?.hidden ? deps.now() : null;
  const onVisibility = () => {
    const doc = deps.document;
    if (!doc) return;
    if (doc.hidden) {
      hiddenAt = deps.now();
      return;
    }
    const away = hiddenAt === null ? 0 : deps.now() - hiddenAt;
    hiddenAt = null;
    if (away >= BACKGROUND_NOTICE_MS && target.recording()) notify(RECORDER_TOASTS.wentOn);
  };
  deps.document?.addEventListener("visibilitychange", onVisibility);
  return () => {
    stopChecks();
    stopSleeps();
    deps.document?.removeEventListener("visibilitychange", onVisibility);
  };
}
