import { nextRecorderState, type RecorderState } from "@/client/recording/state";
import type { RecordingUploader } from "@/client/uploads";
import type { FinishedRecording, RecordedFrom } from "./recorder-types";

/** What the recorder shows: the state machine's state and the take it is about. */
export interface RecorderSnapshot {
  state: RecorderState;
  /** From Start until recording (devices opening, the countdown); the state is still idle. */
  starting: boolean;
  elapsedMs: number;
  /** The stopped take, waiting in the Save dialog. */
  finished: FinishedRecording | null;
  /** Set once the devices are open, before the countdown: the floating window lives from then. */
  recordedFrom: RecordedFrom | null;
  /** The take's upload, from Start until it is discarded (the controls show its connection). */
  uploader: RecordingUploader | null;
}

/**
 * The table's events (`start`, `pause`, `resume`, `stop`, `discard`), and the preparation of a
 * take, which happens while the table's state is still idle.
 */
export type RecorderAction =
  | { type: "start"; uploader?: RecordingUploader }
  | { type: "pause" }
  | { type: "resume" }
  | { type: "stop"; finished: FinishedRecording }
  /** Discard (or Cancel): back to idle from wherever the recorder is. */
  | { type: "discard" }
  | { type: "starting" }
  | { type: "opened"; recordedFrom: RecordedFrom }
  | { type: "start-failed" }
  | { type: "elapsed"; elapsedMs: number };

export const IDLE_RECORDER: RecorderSnapshot = {
  state: "idle",
  starting: false,
  elapsedMs: 0,
  finished: null,
  recordedFrom: null,
  uploader: null,
};

const live = (state: RecorderState) => state === "recording" || state === "paused";

/**
 * The recorder's reducer: the state changes only by a transition the table allows. An event the
 * table refuses in the current state is ignored (the snapshot is returned as it is), not raised:
 * refusals are ordinary input (a pause shortcut while idle, the screen share ending after Stop).
 */
export function recorderReducer(
  snapshot: RecorderSnapshot,
  action: RecorderAction,
): RecorderSnapshot {
  switch (action.type) {
    case "start": {
      const state = nextRecorderState(snapshot.state, "start");
      const uploader = action.uploader ?? null;
      return state ? { ...snapshot, state, starting: false, uploader } : snapshot;
    }
    case "pause":
    case "resume": {
      const state = nextRecorderState(snapshot.state, action.type);
      return state ? { ...snapshot, state } : snapshot;
    }
    case "stop": {
      const state = nextRecorderState(snapshot.state, "stop");
      const { finished } = action;
      return state ? { ...snapshot, state, finished, elapsedMs: finished.durationMs } : snapshot;
    }
    case "discard": {
      // A take under way is stopped, then discarded; before one, only its preparation is dropped.
      const stopped = nextRecorderState(snapshot.state, "stop") ?? snapshot.state;
      const state = nextRecorderState(stopped, "discard") ?? stopped;
      return { ...IDLE_RECORDER, state };
    }
    case "starting":
      return snapshot.state === "idle" ? { ...snapshot, starting: true } : snapshot;
    case "opened":
      return snapshot.state === "idle"
        ? { ...snapshot, recordedFrom: action.recordedFrom }
        : snapshot;
    case "start-failed":
      return { ...snapshot, starting: false };
    case "elapsed":
      return live(snapshot.state) ? { ...snapshot, elapsedMs: action.elapsedMs } : snapshot;
  }
}
