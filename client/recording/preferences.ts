import {
  BUBBLE_SHAPES,
  BUBBLE_SIZES,
  DEFAULT_PLACEMENT,
  type BubblePlacement,
  type BubbleShape,
  type BubbleSize,
} from "./bubble";
import { CAMERA_FILTERS, type CameraFilter } from "./filters";
import { RECORDING_MODES, type RecordingMode } from "./state";

/** The recorder's choices, remembered per browser (localStorage). Device ids: "" is the default. */
export interface RecorderPreferences {
  mode: RecordingMode;
  cameraId: string;
  microphoneId: string;
  camera: boolean;
  audio: boolean;
  shape: BubbleShape;
  size: BubbleSize;
  placement: BubblePlacement;
  filter: CameraFilter;
  /** Noise suppression and echo cancellation on the microphone. */
  voiceProcessing: boolean;
  countdown: boolean;
}

export const DEFAULT_PREFERENCES: RecorderPreferences = {
  mode: "screen-camera",
  cameraId: "",
  microphoneId: "",
  camera: true,
  audio: true,
  shape: "circle",
  size: "medium",
  placement: DEFAULT_PLACEMENT,
  filter: "none",
  voiceProcessing: true,
  countdown: true,
};

export const PREFERENCES_KEY = "demoreel-recorder-preferences";

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;
const bool = (value: unknown, fallback: boolean) => (typeof value === "boolean" ? value : fallback);
const text = (value: unknown) => (typeof value === "string" && value.length <= 512 ? value : "");
const fraction = (value: unknown, fallback: number) =>
  typeof value === "number" && value >= 0 && value <= 1 ? value : fallback;

/** Stored JSON to preferences: anything missing, unknown or malformed falls back to the default. */
export function parsePreferences(raw: string | null): RecorderPreferences {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === "object") stored = parsed as Record<string, unknown>;
  } catch {
    // A corrupt entry is the same as none.
  }
  const d = DEFAULT_PREFERENCES;
  const placement = (stored.placement ?? {}) as Record<string, unknown>;
  return {
    mode: oneOf(
      RECORDING_MODES.map((m) => m.value),
      stored.mode,
      d.mode,
    ),
    cameraId: text(stored.cameraId),
    microphoneId: text(stored.microphoneId),
    camera: bool(stored.camera, d.camera),
    audio: bool(stored.audio, d.audio),
    shape: oneOf(BUBBLE_SHAPES, stored.shape, d.shape),
    size: oneOf(BUBBLE_SIZES, stored.size, d.size),
    placement: {
      x: fraction(placement.x, d.placement.x),
      y: fraction(placement.y, d.placement.y),
    },
    filter: oneOf(CAMERA_FILTERS, stored.filter, d.filter),
    voiceProcessing: bool(stored.voiceProcessing, d.voiceProcessing),
    countdown: bool(stored.countdown, d.countdown),
  };
}

export function loadPreferences(): RecorderPreferences {
  try {
    return parsePreferences(window.localStorage.getItem(PREFERENCES_KEY));
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export function savePreferences(preferences: RecorderPreferences): void {
  try {
    window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Private mode or a full quota: the choices last for this visit only.
  }
}
