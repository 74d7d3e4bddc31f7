import { describe, expect, it } from "vitest";
import {
  IDLE_RECORDER,
  recorderReducer,
  type RecorderAction,
  type RecorderSnapshot,
} from "@/components/recorder/recorder-reducer";
import type { FinishedRecording, RecordedFrom } from "@/components/recorder/recorder-types";
import {
  nextRecorderState,
  type RecorderEvent,
  type RecorderState,
} from "@/client/recording/state";

const STATES: RecorderState[] = ["idle", "recording", "paused", "stopped"];
const EVENTS: RecorderEvent[] = ["start", "pause", "resume", "stop", "discard"];

const finished = { durationMs: 4_200 } as FinishedRecording;
const recordedFrom: RecordedFrom = { width: 1280, height: 720, camera: "Cam", microphone: null };

const actionFor = (event: RecorderEvent): RecorderAction =>
  event === "stop" ? { type: "stop", finished } : { type: event };

const at = (state: RecorderState, extra: Partial<RecorderSnapshot> = {}): RecorderSnapshot => ({
  ...IDLE_RECORDER,
  state,
  elapsedMs: state === "idle" ? 0 : 1_000,
  recordedFrom: state === "idle" ? null : recordedFrom,
  ...extra,
});

describe("recorderReducer", () => {
  it("takes every transition the table allows", () => {
    const allowed = STATES.flatMap((state) =>
      EVENTS.flatMap((event) => {
        const next = nextRecorderState(state, event);
        return next ? [{ state, event, next }] : [];
      }),
    );
    expect(allowed).toHaveLength(6);
    for (const { state, event, next } of allowed) {
      expect(recorderReducer(at(state), actionFor(event)).state, `${state}:${event}`).toBe(next);
    }
  });

  it("ignores every event the table refuses, answering the same snapshot", () => {
    for (const state of STATES) {
      for (const event of EVENTS) {
        if (nextRecorderState(state, event) || event === "discard") continue;
        const before = at(state);
        expect(recorderReducer(before, actionFor(event)), `${state}:${event}`).toBe(before);
      }
    }
  });

  it("start ends the preparation; stop keeps the take and its length", () => {
    const preparing = recorderReducer(recorderReducer(IDLE_RECORDER, { type: "starting" }), {
      type: "opened",
      recordedFrom,
    });
    expect(preparing).toEqual({ ...IDLE_RECORDER, starting: true, recordedFrom });
    const recording = recorderReducer(preparing, { type: "start" });
    expect(recording).toMatchObject({ state: "recording", starting: false, recordedFrom });
    const stopped = recorderReducer(recording, { type: "stop", finished });
    expect(stopped).toMatchObject({ state: "stopped", finished, elapsedMs: 4_200 });
  });

  it("discard returns to idle from anywhere, through the table's stop and discard", () => {
    for (const state of STATES) {
      expect(recorderReducer(at(state, { finished }), { type: "discard" })).toEqual(IDLE_RECORDER);
    }
    const preparing = { ...IDLE_RECORDER, starting: true, recordedFrom };
    expect(recorderReducer(preparing, { type: "discard" })).toEqual(IDLE_RECORDER);
  });

  it("counts time only while recording or paused, and prepares a take only while idle", () => {
    for (const state of STATES) {
      const after = recorderReducer(at(state), { type: "elapsed", elapsedMs: 2_000 });
      expect(after.elapsedMs, state).toBe(
        state === "recording" || state === "paused" ? 2_000 : at(state).elapsedMs,
      );
    }
    expect(recorderReducer(at("recording"), { type: "starting" }).starting).toBe(false);
    const failed = recorderReducer({ ...IDLE_RECORDER, starting: true }, { type: "start-failed" });
    expect(failed.starting).toBe(false);
  });
});
