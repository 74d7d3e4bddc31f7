/**
 * Calls `onEnough` once, when the element has played VIEW_AFTER_PLAYED_SECONDS of real playback
 * (seeks and jumps add nothing), or reached its end when it is shorter. Self-contained (no outside
 * references, the threshold passed in) so the embed inlines it as it inlines its player.
 */
export function playedEnoughMain(
  video: HTMLVideoElement,
  seconds: number,
  onEnough: () => void,
): () => void {
  let played = 0;
  let last: number | null = null;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    stop();
    onEnough();
  };
  const onTime = () => {
    const now = video.currentTime;
    if (video.paused || video.seeking) {
      last = null;
      return;
    }
    // Ordinary playback moves a fraction of a second per event; anything else is a jump.
    if (last !== null && now > last && now - last < 1.5) played += now - last;
    last = now;
    const duration = Number.isFinite(video.duration) ? video.duration : Infinity;
    if (played >= Math.min(seconds, Math.max(0, duration - 0.5))) finish();
  };
  const onPause = () => {
    last = null;
  };
  const stop = () => {
    video.removeEventListener("timeupdate", onTime);
    video.removeEventListener("pause", onPause);
    video.removeEventListener("seeking", onPause);
    video.removeEventListener("ended", finish);
  };
  video.addEventListener("timeupdate", onTime);
  video.addEventListener("pause", onPause);
  video.addEventListener("seeking", onPause);
  video.addEventListener("ended", finish);
  return stop;
}
