/**
 * A worker that says when its own one-second clock skipped: its timers run apart from the page's
 * main thread (a busy page does not delay them) and are not throttled in a background tab, so a
 * skip of seconds means the computer (or the browser's process) was asleep. It posts the gap in ms.
 */
export const SLEEP_CLOCK_SOURCE =
  "let last=Date.now();onmessage=(e)=>{setInterval(()=>{const now=Date.now();" +
  "if(now-last>=e.data)postMessage(now-last);last=now},1000)}";

/** Calls `onGap` with each skip of at least `gapMs`; answers the function that stops the clock. */
export function startSleepClock(gapMs: number, onGap: (ms: number) => void): () => void {
  try {
    const url = URL.createObjectURL(new Blob([SLEEP_CLOCK_SOURCE], { type: "text/javascript" }));
    const worker = new Worker(url);
    worker.onmessage = (event: MessageEvent<number>) => onGap(event.data);
    worker.postMessage(gapMs);
    return () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    };
  } catch {
    // Without workers nothing can tell a sleep from a busy page: no detection.
    return () => undefined;
  }
}
