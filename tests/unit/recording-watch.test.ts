import { describe, expect, it } from "vitest";
import { askToKeepStorage, storageRunningShort } from "@/client/recording/device-storage";
import {
  BACKGROUND_NOTICE_MS,
  STORAGE_CHECK_MS,
  watchRecording,
  type WatchDeps,
} from "@/client/recording/recording-watch";
import { RECORDER_TOASTS, type RecorderToast } from "@/client/recording/toasts";

/** A storage whose free space the test sets, and a record of what was asked of it. */
function storage(quota: number, usage: number, persisted = false) {
  const asked: string[] = [];
  return {
    asked,
    estimate: async () => ({ quota, usage }),
    persisted: async () => persisted,
    persist: async () => {
      asked.push("persist");
      return true;
    },
  };
}

/** Deps whose clock, sleeps, timers and visibility the test drives. */
function harness(store: ReturnType<typeof storage>) {
  let now = 0;
  let onGap: (ms: number) => void = () => undefined;
  let tick: () => void = () => undefined;
  let onVisibility: () => void = () => undefined;
  const doc = {
    hidden: false,
    addEventListener: (_type: string, listener: () => void) => (onVisibility = listener),
    removeEventListener: () => undefined,
  };
  const deps: WatchDeps = {
    now: () => now,
    sleeps: (callback) => ((onGap = callback), () => undefined),
    every: (_ms, callback) => ((tick = callback), () => undefined),
    storage: store,
    document: doc as unknown as WatchDeps["document"],
  };
  return {
    deps,
    advance: (ms: number) => (now += ms),
    sleep: (ms: number) => onGap(ms),
    checkStorage: () => tick(),
    setHidden: (hidden: boolean) => {
      doc.hidden = hidden;
      onVisibility();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("watching a long recording", () => {
  it("asks once to keep the storage, and not when it is kept already", async () => {
    const fresh = storage(1e12, 0);
    expect(await askToKeepStorage(fresh)).toBe(true);
    expect(fresh.asked).toEqual(["persist"]);
    const kept = storage(1e12, 0, true);
    expect(await askToKeepStorage(kept)).toBe(true);
    expect(kept.asked).toEqual([]);
    expect(await askToKeepStorage(null)).toBe(false);
  });

  it("says the storage runs short when the next ten minutes would not fit", async () => {
    const bytesPerSecond = 100_000;
    expect(await storageRunningShort(bytesPerSecond, 600, storage(70e6, 0))).toBe(false);
    expect(await storageRunningShort(bytesPerSecond, 600, storage(70e6, 20e6))).toBe(true);
    expect(await storageRunningShort(bytesPerSecond, 600, null)).toBe(false);
  });

  it("warns once about storage, however often it is checked", async () => {
    const shown: RecorderToast[] = [];
    const h = harness(storage(10e6, 9e6));
    watchRecording(
      { recording: () => true, skip: () => undefined, bytesPerSecond: 1e5 },
      (t) => shown.push(t),
      h.deps,
    );
    await flush();
    h.advance(STORAGE_CHECK_MS);
    h.checkStorage();
    await flush();
    expect(shown).toEqual([RECORDER_TOASTS.storageShort]);
  });

  it("leaves a sleep out of the recorded time and says so; a paused recording is left alone", async () => {
    const shown: RecorderToast[] = [];
    const skipped: number[] = [];
    let recording = true;
    const h = harness(storage(1e12, 0));
    watchRecording(
      { recording: () => recording, skip: (ms) => skipped.push(ms), bytesPerSecond: 1e5 },
      (t) => shown.push(t),
      h.deps,
    );
    h.sleep(12 * 60_000);
    expect(skipped).toEqual([12 * 60_000 - 1000]);
    expect(shown.map((t) => t.description)).toEqual([
      "The 12 min it was asleep is not in the video. Recording goes on.",
    ]);
    recording = false;
    h.sleep(30_000);
    expect(skipped).toHaveLength(1);
  });

  it("says the recording went on after a minute or more in the background, not after a glance away", () => {
    const shown: RecorderToast[] = [];
    const h = harness(storage(1e12, 0));
    watchRecording(
      { recording: () => true, skip: () => undefined, bytesPerSecond: 1e5 },
      (t) => shown.push(t),
      h.deps,
    );
    h.setHidden(true);
    h.advance(5000);
    h.setHidden(false);
    expect(shown).toEqual([]);
    h.setHidden(true);
    h.advance(BACKGROUND_NOTICE_MS);
    h.setHidden(false);
    expect(shown).toEqual([RECORDER_TOASTS.wentOn]);
  });
});
