/**
 * Reports what a video element played, for the owner's insights: the ranges played since the
 * last report, at most every `intervalMs` while there is something to say, once more on
 * `pagehide` through navigator.sendBeacon, and on `stop()` (a client-side navigation away).
 * Self-contained (no outside references) so the embed inlines it as it inlines its player.
 */
export function watchBeaconsMain(
  video: HTMLVideoElement,
  endpoint: string,
  headers: Record<string, string>,
  intervalMs: number,
): () => void {
  const random = new Uint32Array(4);
  crypto.getRandomValues(random);
  const sessionId = Array.from(random, (word) => word.toString(36).padStart(7, "0")).join("-");
  let ranges: [number, number][] = [];
  // The segment being played: from `start` to `last`, null while paused or seeking.
  let start: number | null = null;
  let last = 0;

  const close = () => {
    if (start !== null && last > start) ranges.push([start, last]);
    start = null;
  };
  const onTime = () => {
    const now = video.currentTime;
    if (video.paused || video.seeking) return;
    // A jump (seek, loop) ends the segment; ordinary playback moves a few frames per event.
    if (start === null || now < last || now - last > 2) {
      close();
      start = now;
    }
    last = now;
  };
  const onStop = () => {
    if (start !== null) last = Math.max(last, video.currentTime);
    close();
  };
  const take = () => {
    const playing = start !== null;
    close();
    if (playing) start = last;
    const taken = ranges;
    ranges = [];
    return taken;
  };
  const send = (final: boolean) => {
    onTime();
    const taken = take();
    if (taken.length === 0) return;
    const body = JSON.stringify({ sessionId, ranges: taken, position: video.currentTime || 0 });
    if (final && typeof navigator.sendBeacon === "function") {
      navigator.sendBeacon(endpoint, new Blob([body], { type: "application/json" }));
      return;
    }
    void fetch(endpoint, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body,
      credentials: "include",
      keepalive: true,
    }).catch(() => undefined);
  };

  const onPlaying = () => {
    start = video.currentTime;
    last = start;
  };
  const onPageHide = () => send(true);
  const listeners: [string, () => void][] = [
    ["playing", onPlaying],
    ["timeupdate", onTime],
    ["pause", onStop],
    ["seeking", close],
    ["ended", onStop],
  ];
  for (const [name, listener] of listeners) video.addEventListener(name, listener);
  window.addEventListener("pagehide", onPageHide);
  const timer = setInterval(() => send(false), intervalMs);
  return () => {
    clearInterval(timer);
    for (const [name, listener] of listeners) video.removeEventListener(name, listener);
    window.removeEventListener("pagehide", onPageHide);
    send(true);
  };
}
