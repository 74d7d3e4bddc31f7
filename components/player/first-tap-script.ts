/**
 * The share page's player before React runs: a self-contained function inlined into the page as
 * `(${firstTapMain})()` (components/player/first-tap.tsx), so a tap on the poster, the play
 * overlay or the Play button starts the server-rendered <video> at once, and Enter or Space on the
 * focused Play button does too. It listens on `window` in the capture phase and stops the event,
 * so React never replays that click after hydration (which would pause again). Once the player
 * has hydrated it sets `data-live` on its box and this script steps aside: React's handlers take
 * over the same element, which keeps playing where it is.
 */
export function firstTapMain(): void {
  const flags = window as Window & { demoreelFirstTap?: boolean };
  if (flags.demoreelFirstTap) return;
  flags.demoreelFirstTap = true;
  const waiting = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const player = target?.closest<HTMLElement>("[data-player]");
    return player && !player.hasAttribute("data-live") ? { target, player } : null;
  };
  window.addEventListener(
    "click",
    (event) => {
      const found = waiting(event);
      const video = found?.player.querySelector("video");
      if (!found || !video || !found.target?.closest("video,[data-play]")) return;
      event.stopPropagation();
      event.preventDefault();
      if (video.paused || video.ended) void video.play().catch(() => undefined);
      else video.pause();
    },
    true,
  );
  // Media events do not bubble, but they pass `window` on their way down.
  const sync = (event: Event) => {
    const found = waiting(event);
    const video = event.target;
    if (!found || !(video instanceof HTMLVideoElement)) return;
    const playing = !video.paused && !video.ended;
    found.player.dataset.playing = String(playing);
    found.player
      .querySelector("[data-play-toggle]")
      ?.setAttribute("aria-label", playing ? "Pause" : "Play");
  };
  for (const type of ["play", "pause", "ended"]) window.addEventListener(type, sync, true);
}

/**
 * Chapter buttons (`data-seek="<seconds>"`) seek the page's video and play, before hydration and
 * after; the chapter playing now carries `aria-current`. Self-contained and inlined like the
 * first tap's script, on the share page and in the embed (`videoSelector` finds the video).
 */
export function chapterSeekMain(videoSelector: string): void {
  const video = () => document.querySelector<HTMLVideoElement>(videoSelector);
  window.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>("[data-seek]");
    const element = video();
    if (!button || !element) return;
    element.currentTime = Number(button.dataset.seek) || 0;
    void element.play().catch(() => undefined);
  });
  const mark = (event: Event) => {
    const element = video();
    if (event.target !== element || !element) return;
    const buttons = [...document.querySelectorAll<HTMLElement>("[data-seek]")];
    const now = buttons.filter((b) => Number(b.dataset.seek) <= element.currentTime + 0.25).pop();
    for (const b of buttons) {
      if (b === now) b.setAttribute("aria-current", "true");
      else b.removeAttribute("aria-current");
    }
  };
  for (const type of ["timeupdate", "seeked"]) window.addEventListener(type, mark, true);
}
