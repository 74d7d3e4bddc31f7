/**
 * AudioContexts and the browser's autoplay policy. A context only runs once the page has a user
 * gesture behind it: Firefox keeps one created later (after the countdown, or from an effect)
 * suspended, and a suspended context gives silence. So the recorder makes its context inside the
 * Start click or key press and resumes there; a context made outside one (the microphone meter)
 * resumes on the next gesture.
 */

/** The events that count as a user activation for audio, in every browser. */
const GESTURE_EVENTS = ["pointerdown", "pointerup", "keydown", "touchend", "click"] as const;

/**
 * A new AudioContext, asked to run at once: inside a click or key press handler, before any
 * await, so the browser counts the gesture. Null where WebAudio is missing.
 */
export function startAudioContext(): AudioContext | null {
  if (typeof AudioContext === "undefined") return null;
  const context = new AudioContext();
  void context.resume().catch(() => undefined);
  return context;
}

/**
 * Resumes `context` from the page's next user gestures until it runs (or is closed); returns the
 * clean-up that stops listening.
 */
export function resumeOnUserGesture(
  context: AudioContext,
  target: EventTarget = window,
): () => void {
  const resume = () => {
    if (context.state === "suspended") void context.resume().catch(() => undefined);
    else stop();
  };
  const stop = () => {
    for (const type of GESTURE_EVENTS) target.removeEventListener(type, resume, true);
  };
  if (context.state !== "suspended") return stop;
  for (const type of GESTURE_EVENTS) target.addEventListener(type, resume, true);
  return stop;
}

/** Whether `context` is producing sound now (a suspended or closed one records silence). */
export const isRunning = (context: AudioContext | null): context is AudioContext =>
  context?.state === "running";
