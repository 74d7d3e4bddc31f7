import type { RecordingUploader } from "@/client/uploads";

/** A finished recording, waiting in the Save dialog. */
export interface FinishedRecording {
  /** The whole recording in memory, or null for one that outgrew it (its parts are stored). */
  blob: Blob | null;
  durationMs: number;
  uploader: RecordingUploader;
  thumbnail: Promise<Blob | null>;
}

/** What was recorded from: the canvas size and the chosen devices' track labels. */
export interface RecordedFrom {
  width: number;
  height: number;
  camera: string | null;
  microphone: string | null;
}

export type LookChoice = "shape" | "size" | "placement" | "filter";
