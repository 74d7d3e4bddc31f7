/**
 * docs/product/routes-and-screens.md#recorder-states: the recorder's states and the only
 * transitions between them.
 */
export type RecorderState = "idle" | "recording" | "paused" | "stopped";
export type RecorderEvent = "start" | "pause" | "resume" | "stop" | "discard";

const TRANSITIONS: Record<RecorderState, Partial<Record<RecorderEvent, RecorderState>>> = {
  idle: { start: "recording" },
  recording: { pause: "paused", stop: "stopped" },
  paused: { resume: "recording", stop: "stopped" },
  stopped: { discard: "idle" },
};

/** The next state, or null when the event does not apply in this state (it is then ignored). */
export function nextRecorderState(
  state: RecorderState,
  event: RecorderEvent,
): RecorderState | null {
  return TRANSITIONS[state][event] ?? null;
}

export function canApply(state: RecorderState, event: RecorderEvent): boolean {
  return nextRecorderState(state, event) !== null;
}

/** The status pill of the top bar. */
export function statusLabel(state: RecorderState): "Ready" | "Recording" | "Paused" | "Finished" {
  if (state === "recording") return "Recording";
  if (state === "paused") return "Paused";
  if (state === "stopped") return "Finished";
  return "Ready";
}

export type RecordingMode = "screen-camera" | "screen-only" | "camera-only";

export const RECORDING_MODES: { value: RecordingMode; label: string }[] = [
  { value: "screen-camera", label: "Screen + Camera" },
  { value: "screen-only", label: "Screen Only" },
  { value: "camera-only", label: "Camera Only" },
];

export const usesScreen = (mode: RecordingMode) => mode !== "camera-only";
