import {
  audioToRecord,
  captureCamera,
  captureMicrophone,
  captureScreen,
  hiddenVideoFor,
  isPermissionError,
} from "./capture";
import { Compositor, type CameraLook } from "./compositor";
import { AUDIO_BITS_PER_SECOND, CANVAS_FPS, TIMESLICE_MS } from "./constants";
import { QUALITY_BOX, videoBitrateFor, type RecordingQuality } from "./quality";
import { SCREEN_CAMERA_SIZE } from "./constants";
import { usesScreen, type RecordingMode } from "./state";
import { elapsedRecordingMs } from "./elapsed-time";
import { RecorderChunks } from "./recorder-chunks";
import { watchRecording } from "./recording-watch";
import { RECORDER_TOASTS, startFailedToast, type RecorderToast } from "./toasts";

/** Starting failed; `toast` is what the user is told. */
export class StartRecordingError extends Error {
  constructor(readonly toast: RecorderToast) {
    super(toast.description);
    this.name = "StartRecordingError";
  }
}

/** The recorder stopped but its data could not be turned into one recording. */
export class ProcessRecordingError extends Error {
  constructor(cause: unknown) {
    super("Failed to process the recording", { cause });
    this.name = "ProcessRecordingError";
  }
}

/** A stopped recording: `blob` is null when it outgrew memory (its parts are in the store). */
export interface StoppedRecording {
  blob: Blob | null;
  bytes: number;
  durationMs: number;
}

/** The devices the user chose in the Ready state ("" is the browser's default). */
export interface DeviceChoice {
  cameraId: string;
  microphoneId: string;
  /** Noise suppression and echo cancellation. */
  voiceProcessing: boolean;
}

export interface MediaSessionOptions {
  mode: RecordingMode;
  audio: boolean;
  camera: boolean;
  devices: DeviceChoice;
  /**
   * What the Ready state already opened (the camera preview, the microphone meter). The session
   * records clones of these, so the chosen devices are the recorded ones without asking again.
   */
  preview: { camera: MediaStream | null; microphone: MediaStream | null };
  quality: RecordingQuality;
  look: CameraLook;
  canvas: HTMLCanvasElement;
  mimeType: string;
  /**
   * The context the audio is mixed in, made and resumed in the Start click or key press (the
   * browser lets only a context with a gesture behind it run); the session closes it.
   */
  audioContext: AudioContext | null;
  /** A non-fatal problem (audio or camera refused): recording goes on without it. */
  warn: (toast: RecorderToast) => void;
  /** The browser's own "Stop sharing" ended the screen track. */
  onScreenEnded: () => void;
  onError: () => void;
}

/**
 * One recording's media: the captured streams, their hidden <video> elements, the canvas
 * composition, the audio mix and the MediaRecorder. `open` captures and starts composing (the
 * countdown runs over it); `record` starts the MediaRecorder. `dispose` stops every track and
 * removes every element it added.
 */
export class MediaSession {
  private readonly streams: MediaStream[] = [];
  private readonly elements: HTMLVideoElement[] = [];
  private compositor: Compositor | null = null;
  private recorder: MediaRecorder | null = null;
  private chunks: RecorderChunks | null = null;
  private cameraCaptured = false;
  private audioSources: MediaStream[] = [];
  /** The labels of the recorded camera and microphone tracks (what the user chose). */
  readonly trackLabels = { camera: null as string | null, microphone: null as string | null };
  private clock = { startedAt: 0, pausedMs: 0, pausedAt: null as number | null };
  private stopWatching: (() => void) | null = null;

  private constructor(private readonly options: MediaSessionOptions) {}

  /** Captures and starts composing; throws StartRecordingError with the toast to show. */
  static async open(options: MediaSessionOptions): Promise<MediaSession> {
    const session = new MediaSession(options);
    try {
      await session.open();
      return session;
    } catch (error) {
      session.dispose();
      if (error instanceof StartRecordingError) throw error;
      if (isPermissionError(error)) throw new StartRecordingError(RECORDER_TOASTS.permissionDenied);
      throw new StartRecordingError(
        startFailedToast(error instanceof Error ? error.message : undefined),
      );
    }
  }

  private async open(): Promise<void> {
    const { mode, warn, devices, preview, quality } = this.options;
    const box = QUALITY_BOX[quality];
    const screen = usesScreen(mode) ? await captureScreen(box) : null;
    if (screen) this.streams.push(screen);
    let camera: MediaStream | null = null;
    if (this.options.camera || mode === "camera-only") {
      camera =
        preview.camera?.clone() ??
        (await captureCamera(devices.cameraId, mode === "camera-only" ? box : SCREEN_CAMERA_SIZE));
      this.cameraCaptured = Boolean(camera);
      if (camera) this.streams.push(camera);
      else if (mode === "camera-only")
        throw new StartRecordingError(RECORDER_TOASTS.cameraRequired);
      else warn(RECORDER_TOASTS.cameraDenied);
    }
    let microphone: MediaStream | null = null;
    if (this.options.audio) {
      microphone =
        preview.microphone?.clone() ??
        (await captureMicrophone(devices.microphoneId, devices.voiceProcessing));
      if (microphone) this.streams.push(microphone);
      else warn(RECORDER_TOASTS.audioDenied);
    }
    this.trackLabels.camera = camera?.getVideoTracks()[0]?.label ?? null;
    this.trackLabels.microphone = microphone?.getAudioTracks()[0]?.label ?? null;
    const screenVideo = screen ? await this.hidden(screen) : null;
    const cameraVideo = camera ? await this.hidden(camera) : null;
    this.compositor = new Compositor(
      this.options.canvas,
      { screen: screenVideo, camera: cameraVideo },
      this.options.look,
      box,
    );
    this.compositor.start();
    this.audioSources = [screen, microphone].filter((s): s is MediaStream =>
      Boolean(s?.getAudioTracks().length),
    );
    screen?.getVideoTracks()[0]?.addEventListener("ended", () => this.options.onScreenEnded());
  }

  /** Starts the MediaRecorder on the canvas and the audio mix; every chunk goes to `onChunk`. */
  record(onChunk: (chunk: Blob, elapsedMs: number) => void): void {
    const { canvas } = this.options;
    const tracks = [...canvas.captureStream(CANVAS_FPS).getVideoTracks()];
    if (this.options.audio) {
      const audio = audioToRecord(this.options.audioContext, this.audioSources);
      if (audio) tracks.push(audio);
    }
    const recorder = new MediaRecorder(new MediaStream(tracks), {
      mimeType: this.options.mimeType || undefined,
      videoBitsPerSecond: videoBitrateFor(canvas),
      audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
    });
    this.chunks = new RecorderChunks(recorder, (chunk) => onChunk(chunk, this.elapsedMs()));
    recorder.onerror = () => this.options.onError();
    this.recorder = recorder;
    this.clock = { startedAt: Date.now(), pausedMs: 0, pausedAt: null };
    recorder.start(TIMESLICE_MS);
    this.stopWatching = watchRecording(
      {
        recording: () => recorder.state === "recording",
        skip: (ms) => (this.clock.pausedMs += ms),
        bytesPerSecond: (videoBitrateFor(canvas) + AUDIO_BITS_PER_SECOND) / 8,
      },
      this.options.warn,
    );
  }

  private async hidden(stream: MediaStream): Promise<HTMLVideoElement> {
    const video = await hiddenVideoFor(stream);
    this.elements.push(video);
    return video;
  }

  get hasCamera(): boolean {
    return this.cameraCaptured;
  }

  set look(look: CameraLook) {
    if (this.compositor) this.compositor.look = look;
  }

  /**
   * Everything recorded so far, as one playable blob (the recorder keeps running), or null once
   * the recording has outgrown what is kept in memory.
   */
  recordedSoFar(): Blob | null {
    const kept = this.chunks ? this.chunks.all : [];
    if (!kept) return null;
    return new Blob([...kept], { type: this.recorder?.mimeType || this.options.mimeType });
  }

  elapsedMs(now = Date.now()): number {
    return elapsedRecordingMs(this.clock, now);
  }

  pause(): void {
    if (this.recorder?.state !== "recording") return;
    this.recorder.pause();
    this.clock.pausedAt = Date.now();
  }

  resume(): void {
    if (this.recorder?.state !== "paused") return;
    this.recorder.resume();
    if (this.clock.pausedAt !== null) this.clock.pausedMs += Date.now() - this.clock.pausedAt;
    this.clock.pausedAt = null;
  }

  /**
   * A final data request, about 0.1 s, then stop; resolves with the recording's size and length,
   * and the whole recording as one blob when it was kept in memory (`blob` null past the bound).
   * Throws ProcessRecordingError when the data cannot be joined, any other error when stopping fails.
   */
  async stop(): Promise<StoppedRecording> {
    const recorder = this.recorder;
    const chunks = this.chunks;
    if (!recorder || !chunks || recorder.state === "inactive")
      throw new Error("The recorder is not running");
    const durationMs = this.elapsedMs();
    this.stopWatching?.();
    const recorded = await chunks.stop();
    this.compositor?.stop();
    try {
      const type = recorder.mimeType || this.options.mimeType;
      return {
        blob: recorded.chunks ? new Blob(recorded.chunks, { type }) : null,
        bytes: recorded.bytes,
        durationMs,
      };
    } catch (error) {
      throw new ProcessRecordingError(error);
    }
  }

  /** Stops every track, the clock, the audio mix, and removes the hidden elements. */
  dispose(): void {
    this.stopWatching?.();
    if (this.recorder && this.recorder.state !== "inactive") {
      this.chunks?.detach();
      this.recorder.stop();
    }
    this.compositor?.stop();
    void this.options.audioContext?.close().catch(() => undefined);
    for (const stream of this.streams) for (const track of stream.getTracks()) track.stop();
    for (const element of this.elements) {
      element.srcObject = null;
      element.remove();
    }
    this.elements.length = 0;
  }
}
