import { SCREEN_FPS } from "./constants";
import { isRunning } from "./audio-context";
import type { Size } from "./geometry";

export const isPermissionError = (error: unknown) =>
  error instanceof DOMException &&
  (error.name === "NotAllowedError" || error.name === "SecurityError");

/**
 * Whether this browser can capture a screen at all: phone browsers have no getDisplayMedia, and
 * only the camera modes can work there.
 */
export const canCaptureScreen = (): boolean =>
  typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getDisplayMedia === "function";

/**
 * The screen, ideal 20 / max 24 fps at the plan's size, with system audio when offered. If asking
 * with audio fails for any reason but a refusal, it falls back to basic capture.
 */
export async function captureScreen(box: Size): Promise<MediaStream> {
  const video = {
    frameRate: { ideal: SCREEN_FPS.ideal, max: SCREEN_FPS.max },
    width: { ideal: box.width },
    height: { ideal: box.height },
  };
  try {
    return await navigator.mediaDevices.getDisplayMedia({ video, audio: true });
  } catch (error) {
    if (isPermissionError(error)) throw error;
    return navigator.mediaDevices.getDisplayMedia({ video: true });
  }
}

const device = (deviceId: string) => (deviceId ? { deviceId: { exact: deviceId } } : {});

/** The chosen camera ("" for the default) at an ideal size; null when refused or absent. */
export async function captureCamera(deviceId: string, size: Size): Promise<MediaStream | null> {
  try {
    return await navigator.mediaDevices.getUserMedia({
      video: { ...device(deviceId), width: { ideal: size.width }, height: { ideal: size.height } },
      audio: false,
    });
  } catch {
    return null;
  }
}

/** The chosen microphone, with noise suppression and echo cancellation unless turned off; null when refused or absent. */
export async function captureMicrophone(
  deviceId: string,
  voiceProcessing: boolean,
): Promise<MediaStream | null> {
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: {
        ...device(deviceId),
        echoCancellation: voiceProcessing,
        noiseSuppression: voiceProcessing,
      },
      video: false,
    });
  } catch {
    return null;
  }
}

/**
 * The audio to record from `sources` (system audio, then the microphone). One source is recorded
 * as it is: routed through WebAudio, Firefox recorded digital silence (a context it holds
 * suspended, or one with no audio output device to run on) and its MediaRecorder then wrote
 * nothing until Stop. Several are mixed in `context` while it runs; while it does not, the
 * microphone alone is recorded rather than silence.
 */
export function audioToRecord(
  context: AudioContext | null,
  sources: MediaStream[],
): MediaStreamTrack | null {
  if (sources.length > 1 && isRunning(context)) {
    const destination = context.createMediaStreamDestination();
    for (const stream of sources) context.createMediaStreamSource(stream).connect(destination);
    const mixed = destination.stream.getAudioTracks()[0];
    if (mixed) return mixed;
  }
  return sources.at(-1)?.getAudioTracks()[0] ?? null;
}

/**
 * A muted, playing <video> for a stream, kept in the document (off-screen, not display:none, so
 * the browser keeps decoding frames) for the canvas to draw from. Removed on reset.
 */
export async function hiddenVideoFor(stream: MediaStream): Promise<HTMLVideoElement> {
  const video = document.createElement("video");
  video.muted = true;
  video.playsInline = true;
  video.autoplay = true;
  video.srcObject = stream;
  video.setAttribute("aria-hidden", "true");
  video.dataset.recorderSource = "true";
  Object.assign(video.style, {
    position: "fixed",
    left: "-10000px",
    top: "0",
    width: "2px",
    height: "2px",
    opacity: "0",
    pointerEvents: "none",
  });
  document.body.appendChild(video);
  await video.play().catch(() => undefined);
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) {
    await new Promise<void>((resolve) => {
      const done = () => resolve();
      video.addEventListener("loadeddata", done, { once: true });
      setTimeout(done, 3000);
    });
  }
  return video;
}
