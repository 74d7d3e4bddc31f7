import { describe, expect, it } from "vitest";
import {
  bubbleBox,
  bubbleShapeRect,
  nudgePlacement,
  placementAt,
  snapPlacement,
} from "@/client/recording/bubble";
import { COUNTDOWN_FROM, firstCountdown, nextCountdown } from "@/client/recording/countdown";
import { DEFAULT_PREFERENCES, parsePreferences } from "@/client/recording/preferences";
import { QUALITY_BOX, qualityForPlan, videoBitrateFor } from "@/client/recording/quality";
import { shortcutFor } from "@/client/recording/shortcuts";
import { rmsLevel, silenceTracker } from "@/client/recording/silence";

const HD = { width: 1280, height: 720 };

describe("camera bubble geometry", () => {
  it("places the box by fraction of the room, inside a 1% margin", () => {
    expect(bubbleBox(HD, "medium", { x: 0, y: 0 })).toEqual({
      x: 13,
      y: 13,
      width: 320,
      height: 240,
    });
    expect(bubbleBox(HD, "small", { x: 1, y: 1 })).toEqual({
      x: 1037,
      y: 534,
      width: 230,
      height: 173,
    });
    expect(bubbleBox(HD, "large", { x: 0.5, y: 0.5 }).width).toBe(448);
  });

  it("scales with the canvas: the same placement is the same spot at 1080p", () => {
    const hd = bubbleBox(HD, "medium", { x: 0.3, y: 0.7 });
    const fullHd = bubbleBox({ width: 1920, height: 1080 }, "medium", { x: 0.3, y: 0.7 });
    expect(fullHd.x / 1920).toBeCloseTo(hd.x / 1280, 2);
    expect(fullHd.y / 1080).toBeCloseTo(hd.y / 720, 2);
  });

  it("draws a circle as the centred square of the box, the rectangle as the box", () => {
    const box = { x: 100, y: 50, width: 320, height: 240 };
    expect(bubbleShapeRect(box, "circle")).toEqual({ x: 140, y: 50, width: 240, height: 240 });
    expect(bubbleShapeRect(box, "rounded")).toEqual(box);
  });

  it("turns a dragged box position back into its placement", () => {
    const box = bubbleBox(HD, "medium", { x: 0.25, y: 0.75 });
    const placement = placementAt(HD, "medium", box);
    expect(placement.x).toBeCloseTo(0.25, 2);
    expect(placement.y).toBeCloseTo(0.75, 2);
    expect(placementAt(HD, "medium", { x: -500, y: 5000 })).toEqual({ x: 0, y: 1 });
  });

  it("snaps to corners, edges and middles when near, not otherwise", () => {
    expect(snapPlacement({ x: 0.05, y: 0.97 })).toEqual({ x: 0, y: 1 });
    expect(snapPlacement({ x: 0.46, y: 0.03 })).toEqual({ x: 0.5, y: 0 });
    expect(snapPlacement({ x: 0.3, y: 0.7 })).toEqual({ x: 0.3, y: 0.7 });
    expect(snapPlacement({ x: -1, y: Number.NaN })).toEqual({ x: 0, y: 1 });
  });

  it("moves a tenth of the room per arrow key, snapping", () => {
    expect(nudgePlacement({ x: 1, y: 1 }, -1, 0)).toEqual({ x: 0.9, y: 1 });
    expect(nudgePlacement({ x: 0.1, y: 1 }, -1, 0)).toEqual({ x: 0, y: 1 });
    expect(nudgePlacement({ x: 0, y: 0 }, -1, -1)).toEqual({ x: 0, y: 0 });
  });
});

describe("quality by plan", () => {
  it("is 720p free and 1080p on Pro", () => {
    expect(QUALITY_BOX[qualityForPlan(false)]).toEqual(HD);
    expect(QUALITY_BOX[qualityForPlan(true)]).toEqual({ width: 1920, height: 1080 });
  });

  it("scales the bitrate with the pixels, 250 kbps at 720p and never below", () => {
    expect(videoBitrateFor(HD)).toBe(250_000);
    expect(videoBitrateFor({ width: 1920, height: 1080 })).toBe(563_000);
    expect(videoBitrateFor({ width: 640, height: 480 })).toBe(250_000);
    expect(videoBitrateFor({ width: 0, height: 0 })).toBe(250_000);
  });
});

describe("countdown", () => {
  it("goes 3, 2, 1, then records", () => {
    const seen: number[] = [];
    for (let v = firstCountdown(true); v !== null; v = nextCountdown(v)) seen.push(v);
    expect(seen).toEqual([COUNTDOWN_FROM, 2, 1]);
  });

  it("records at once when turned off", () => {
    expect(firstCountdown(false)).toBeNull();
    expect(nextCountdown(null)).toBeNull();
  });
});

describe("shortcuts", () => {
  const key = (code: string, extra: Partial<KeyboardEventInit> = {}) => ({
    altKey: true,
    shiftKey: true,
    ctrlKey: false,
    metaKey: false,
    code,
    ...extra,
  });

  it("maps Alt+Shift+L / P / C by physical key", () => {
    expect(shortcutFor(key("KeyL"))).toBe("start-stop");
    expect(shortcutFor(key("KeyP"))).toBe("pause-resume");
    expect(shortcutFor(key("KeyC"))).toBe("cancel");
  });

  it("ignores other keys and modifiers", () => {
    expect(shortcutFor(key("KeyX"))).toBeNull();
    expect(shortcutFor(key("KeyL", { shiftKey: false }))).toBeNull();
    expect(shortcutFor(key("KeyL", { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(key("KeyL", { metaKey: true }))).toBeNull();
  });
});

describe("remembered preferences", () => {
  it("falls back to the defaults for missing or corrupt entries", () => {
    expect(parsePreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences("{not json")).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences('"a string"')).toEqual(DEFAULT_PREFERENCES);
  });

  it("keeps valid choices and drops invalid ones field by field", () => {
    const parsed = parsePreferences(
      JSON.stringify({
        mode: "camera-only",
        cameraId: "cam-1",
        shape: "rounded",
        size: "huge",
        placement: { x: 0, y: 2 },
        filter: "sepia",
        voiceProcessing: false,
        countdown: "no",
      }),
    );
    expect(parsed).toMatchObject({
      mode: "camera-only",
      cameraId: "cam-1",
      shape: "rounded",
      size: "medium",
      placement: { x: 0, y: 1 },
      filter: "sepia",
      voiceProcessing: false,
      countdown: true,
    });
  });
});

describe("microphone silence", () => {
  it("measures RMS around the 128 midpoint", () => {
    expect(rmsLevel(new Uint8Array([128, 128, 128]))).toBe(0);
    expect(rmsLevel(new Uint8Array([0, 255]))).toBeGreaterThan(0.9);
    expect(rmsLevel(new Uint8Array())).toBe(0);
  });

  it("hints after 3 s below the threshold, and a sound resets it", () => {
    const tracker = silenceTracker(0);
    expect(tracker.update(0, 2999)).toBe(false);
    expect(tracker.update(0, 3000)).toBe(true);
    expect(tracker.update(0.2, 3100)).toBe(false);
    expect(tracker.update(0, 6000)).toBe(false);
    expect(tracker.update(0, 6100)).toBe(true);
  });
});
