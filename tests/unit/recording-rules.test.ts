import { describe, expect, it } from "vitest";
import { UPGRADE_MESSAGE } from "@/lib/billing/shared";
import { CAMERA_FILTERS, filterCss } from "@/client/recording/filters";
import { bubbleBox, DEFAULT_PLACEMENT } from "@/client/recording/bubble";
import { canvasSizeFor } from "@/client/recording/geometry";
import { MIME_CANDIDATES, pickMimeType } from "@/client/recording/media-formats";
import {
  canApply,
  nextRecorderState,
  statusLabel,
  type RecorderEvent,
  type RecorderState,
} from "@/client/recording/state";
import { elapsedRecordingMs } from "@/client/recording/elapsed-time";
import { thumbnailTime } from "@/client/recording/thumbnail";
import { backoffDelay } from "@/client/uploads/backoff";
import {
  RECORDER_TOASTS,
  settingChangedToast,
  startFailedToast,
  UPGRADE_TEXT,
} from "@/client/recording/toasts";

describe("recorder state machine", () => {
  const states: RecorderState[] = ["idle", "recording", "paused", "stopped"];
  const events: RecorderEvent[] = ["start", "pause", "resume", "stop", "discard"];

  it("follows idle -> recording -> paused -> recording -> stopped -> idle", () => {
    let state: RecorderState = "idle";
    for (const [event, expected] of [
      ["start", "recording"],
      ["pause", "paused"],
      ["resume", "recording"],
      ["stop", "stopped"],
      ["discard", "idle"],
    ] as const) {
      state = nextRecorderState(state, event) ?? state;
      expect(state).toBe(expected);
    }
  });

  it("allows exactly these transitions and ignores every other event", () => {
    const allowed = new Set([
      "idle:start",
      "recording:pause",
      "recording:stop",
      "paused:resume",
      "paused:stop",
      "stopped:discard",
    ]);
    for (const state of states) {
      for (const event of events) {
        expect(canApply(state, event), `${state}:${event}`).toBe(allowed.has(`${state}:${event}`));
      }
    }
    expect(nextRecorderState("paused", "stop")).toBe("stopped");
  });

  it("labels the status pill Ready, Recording, Paused, Finished", () => {
    expect(states.map(statusLabel)).toEqual(["Ready", "Recording", "Paused", "Finished"]);
  });
});

describe("container formats", () => {
  it("tries webm vp9+opus, vp9, vp8+opus, vp8, webm, then mp4", () => {
    expect(MIME_CANDIDATES).toEqual([
      "video/webm;codecs=vp9,opus",
      "video/webm;codecs=vp9",
      "video/webm;codecs=vp8,opus",
      "video/webm;codecs=vp8",
      "video/webm",
      "video/mp4",
    ]);
    const tried: string[] = [];
    expect(pickMimeType((t) => (tried.push(t), t === "video/webm;codecs=vp8,opus"))).toBe(
      "video/webm;codecs=vp8,opus",
    );
    expect(tried).toEqual(MIME_CANDIDATES.slice(0, 3));
    expect(pickMimeType((t) => t === "video/mp4")).toBe("video/mp4");
    expect(pickMimeType(() => false)).toBe("");
  });
});

describe("geometry", () => {
  it("keeps the canvas within 1280x720, aspect kept, even sizes", () => {
    expect(canvasSizeFor({ width: 1280, height: 720 })).toEqual({ width: 1280, height: 720 });
    expect(canvasSizeFor({ width: 2560, height: 1440 })).toEqual({ width: 1280, height: 720 });
    expect(canvasSizeFor({ width: 1920, height: 1200 })).toEqual({ width: 1152, height: 720 });
    expect(canvasSizeFor({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
    expect(canvasSizeFor({ width: 0, height: 0 })).toEqual({ width: 1280, height: 720 });
  });

  it("puts the medium camera bubble at bottom right by default: 25% of the width, 4:3, 1% margin", () => {
    expect(bubbleBox({ width: 1280, height: 720 }, "medium", DEFAULT_PLACEMENT)).toEqual({
      x: 947,
      y: 467,
      width: 320,
      height: 240,
    });
    const r = bubbleBox({ width: 1000, height: 600 }, "medium", DEFAULT_PLACEMENT);
    expect(r.width).toBe(250);
    expect(r.height / r.width).toBeCloseTo(0.75, 2);
    expect(1000 - r.x - r.width).toBe(10);
    expect(600 - r.y - r.height).toBe(10);
  });
});

describe("timing", () => {
  it("takes the thumbnail at min(3 s, duration / 2)", () => {
    expect(thumbnailTime(10)).toBe(3);
    expect(thumbnailTime(6)).toBe(3);
    expect(thumbnailTime(4)).toBe(2);
    expect(thumbnailTime(1)).toBe(0.5);
    expect(thumbnailTime(0)).toBe(0);
    expect(thumbnailTime(Number.NaN)).toBe(0);
  });

  it("backs off 1 s x1.5 up to the cap", () => {
    expect([0, 1, 2, 3].map((a) => backoffDelay(a))).toEqual([1000, 1500, 2250, 3375]);
    expect(backoffDelay(50)).toBe(60_000);
    expect(backoffDelay(50, { max: 10_000 })).toBe(10_000);
  });

  it("leaves pauses out of the recorded time", () => {
    expect(elapsedRecordingMs({ startedAt: 0, pausedMs: 0, pausedAt: null }, 5000)).toBe(5000);
    expect(elapsedRecordingMs({ startedAt: 0, pausedMs: 2000, pausedAt: null }, 5000)).toBe(3000);
    expect(elapsedRecordingMs({ startedAt: 0, pausedMs: 1000, pausedAt: 4000 }, 6000)).toBe(3000);
  });
});

describe("filters", () => {
  it("offers the eight filters, none first", () => {
    expect(CAMERA_FILTERS).toEqual([
      "none",
      "grayscale",
      "sepia",
      "blur",
      "brightness",
      "contrast",
      "hue-rotate",
      "invert",
    ]);
    expect(filterCss("none")).toBe("none");
    expect(filterCss("grayscale")).toBe("grayscale(100%)");
  });
});

describe("recorder toasts", () => {
  it("uses the product's words", () => {
    expect(UPGRADE_TEXT).toBe(UPGRADE_MESSAGE);
    expect(RECORDER_TOASTS.upgrade).toMatchObject({
      title: "Upgrade to Pro",
      description: UPGRADE_MESSAGE,
      duration: 5000,
    });
    expect(RECORDER_TOASTS.signInRequired).toMatchObject({
      title: "Sign in required",
      description: "Please sign in to start recording",
    });
    expect(RECORDER_TOASTS.largeFile).toMatchObject({
      title: "Large File Warning",
      description:
        "Your recording is quite large. The upload may take a while and might fail. Consider recording a shorter clip.",
      duration: 8000,
    });
    expect(RECORDER_TOASTS.noData.description).toBe(
      "No data was collected during recording. Please try again.",
    );
    expect(RECORDER_TOASTS.permissionDenied).toMatchObject({
      title: "Permission denied",
      description: "You need to allow screen recording permissions to use this feature.",
    });
    expect(RECORDER_TOASTS.cameraRequired.description).toBe(
      "Camera access is required for camera-only recording mode.",
    );
    expect(RECORDER_TOASTS.stopping).toMatchObject({
      title: "Stopping recording",
      variant: "default",
    });
    expect(RECORDER_TOASTS.stopFailed).toMatchObject({
      title: "Recording Error",
      description: "An error occurred while stopping the recording.",
    });
    expect(RECORDER_TOASTS.emptyRecording.description).toBe(
      "Recording appears to be empty or corrupted. Please try recording again.",
    );
    expect(RECORDER_TOASTS.saveFailed.description).toBe(
      "Failed to save your recording. Please try again.",
    );
    expect(RECORDER_TOASTS.saved).toMatchObject({
      title: "Success",
      description: "Your recording has been saved",
    });
    expect(startFailedToast(undefined).description).toBe(
      "An error occurred while trying to start recording.",
    );
    expect(startFailedToast("Boom").description).toBe("Boom");
  });

  it("says when an audio or camera change applies", () => {
    expect(settingChangedToast("audio", false)).toMatchObject({
      title: "Audio setting changed",
      description: "Audio will be disabled on the next recording",
    });
    expect(settingChangedToast("camera", true)).toMatchObject({
      title: "Camera setting changed",
      description: "Camera will be enabled on the next recording",
    });
  });
});
