/**
 * Every toast the recorder and the save show, word for word
 * (docs/product/texts-and-errors.md#recorder-and-save). Destructive unless `variant` says
 * otherwise.
 */
export interface RecorderToast {
  title: string;
  description: string;
  variant?: "default" | "destructive";
  duration?: number;
}

const error = (title: string, description: string): RecorderToast => ({
  title,
  description,
  variant: "destructive",
});

export const UPGRADE_TEXT =
  "You've reached the limit of 4 videos on the free plan. Upgrade to Pro for unlimited recordings.";

export const RECORDER_TOASTS = {
  signInRequired: error("Sign in required", "Please sign in to start recording"),
  upgrade: { ...error("Upgrade to Pro", UPGRADE_TEXT), duration: 5000 },
  noData: error("Recording error", "No data was collected during recording. Please try again."),
  processFailed: error("Recording error", "Failed to process the recording. Please try again."),
  duringRecording: error(
    "Recording error",
    "An error occurred during recording. Please try again.",
  ),
  permissionDenied: error(
    "Permission denied",
    "You need to allow screen recording permissions to use this feature.",
  ),
  audioDenied: error("Audio access denied", "Recording will continue without audio."),
  cameraDenied: error("Camera access denied", "Recording will continue without camera."),
  cameraRequired: error(
    "Camera access denied",
    "Camera access is required for camera-only recording mode.",
  ),
  largeFile: {
    ...error(
      "Large File Warning",
      "Your recording is quite large. The upload may take a while and might fail. Consider recording a shorter clip.",
    ),
    duration: 8000,
  },
  stopping: {
    title: "Stopping recording",
    description: "Please wait while we process your recording...",
    variant: "default",
  },
  stopFailed: error("Recording Error", "An error occurred while stopping the recording."),
  noRecording: error("Error", "No recording found to save"),
  emptyRecording: error(
    "Error",
    "Recording appears to be empty or corrupted. Please try recording again.",
  ),
  saveFailed: error("Error", "Failed to save your recording. Please try again."),
  saved: { title: "Success", description: "Your recording has been saved", variant: "default" },
  storageShort: {
    ...error(
      "Storage running low",
      "This device may not have room to keep the recording if the network drops. Free up space, or stop soon.",
    ),
    duration: 10_000,
  },
  wentOn: {
    title: "Still recording",
    description: "The recording went on while this tab was in the background.",
    variant: "default",
  },
} satisfies Record<string, RecorderToast>;

/** 'Recording error' with the start failure's message, or the fallback text. */
export function startFailedToast(message: string | undefined): RecorderToast {
  return error(
    "Recording error",
    message?.trim() || "An error occurred while trying to start recording.",
  );
}

/** Toggling audio or camera while recording applies to the next recording. */
export function settingChangedToast(setting: "audio" | "camera", enabled: boolean): RecorderToast {
  const noun = setting === "audio" ? "Audio" : "Camera";
  return {
    title: `${noun} setting changed`,
    description: `${noun} will be ${enabled ? "enabled" : "disabled"} on the next recording`,
    variant: "default",
  };
}

/** The computer slept while recording: that time is left out, and the recording goes on. */
export function sleptToast(gapMs: number): RecorderToast {
  const minutes = Math.round(gapMs / 60_000);
  const span = minutes >= 1 ? `${minutes} min` : `${Math.max(1, Math.round(gapMs / 1000))} s`;
  return {
    title: "Recording paused while your computer slept",
    description: `The ${span} it was asleep is not in the video. Recording goes on.`,
    variant: "default",
  };
}
