/**
 * The embed's whole client: a self-contained function inlined into /embed/{id} as
 * `(${embedPlayerMain})(endpoints)`, so the page ships a few KB instead of the app bundle.
 * It must not reference anything outside its own body, so the renderer hands it the video's API
 * paths (built in client/resources/videos/paths.ts).
 */
export function embedPlayerMain(
  endpoints: { view: string; open: string; watch: string },
  startBeacons?: (
    video: HTMLVideoElement,
    endpoint: string,
    headers: Record<string, string>,
    intervalMs: number,
  ) => () => void,
  beaconIntervalMs = 15_000,
  // components/player/played-enough.ts, inlined too; the view waits for it.
  whenPlayedEnough?: (video: HTMLVideoElement, seconds: number, then: () => void) => () => void,
  viewAfterSeconds = 3,
): void {
  const byId = (id: string) => document.getElementById(id);
  const root = byId("player");
  const video = byId("video") as HTMLVideoElement | null;
  const bar = byId("seek");
  const fill = byId("fill");
  const time = byId("time");
  const playButton = byId("play");
  const muteButton = byId("mute");
  const ccButton = byId("cc");
  if (!root || !video || !bar || !fill || !time || !playButton || !muteButton) return;

  const pad = (n: number) => String(n).padStart(2, "0");
  const clock = (seconds: number) => {
    const t = Math.max(0, Math.floor(seconds || 0));
    const h = Math.floor(t / 3600);
    const body = `${pad(Math.floor((t % 3600) / 60))}:${pad(t % 60)}`;
    return h > 0 ? `${h}:${body}` : body;
  };
  const hint = Number(root.dataset.duration) || 0;
  const length = () =>
    Number.isFinite(video.duration) && video.duration > 0 ? video.duration : hint;

  const sync = () => {
    const playing = !video.paused && !video.ended;
    root.classList.toggle("playing", playing);
    root.classList.toggle("started", playing || video.currentTime > 0);
    playButton.setAttribute("aria-label", playing ? "Pause" : "Play");
    muteButton.setAttribute("aria-label", video.muted ? "Unmute" : "Mute");
    muteButton.classList.toggle("on", video.muted);
    const total = length();
    fill.style.width = total > 0 ? `${Math.min(100, (video.currentTime / total) * 100)}%` : "0";
    bar.setAttribute("aria-valuenow", String(Math.round(video.currentTime)));
    bar.setAttribute("aria-valuemax", String(Math.round(total)));
    time.textContent = `${clock(video.currentTime)} / ${clock(total)}`;
  };
  const toggle = () => {
    if (video.paused || video.ended) void video.play().catch(() => undefined);
    else video.pause();
  };
  const seekBy = (step: number) => {
    video.currentTime = Math.max(0, Math.min(length() || Infinity, video.currentTime + step));
  };
  const fullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void root.requestFullscreen?.().catch(() => undefined);
  };

  for (const name of ["play", "pause", "timeupdate", "durationchange", "volumechange", "seeked"]) {
    video.addEventListener(name, sync);
  }
  // Playback: ended resets to 0 and shows the end screen (Replay, the call to action) until the
  // viewer plays or seeks again.
  video.addEventListener("ended", () => {
    video.currentTime = 0;
    root.classList.add("ended");
    sync();
  });
  video.addEventListener("play", () => root.classList.remove("ended"));
  byId("replay")?.addEventListener("click", toggle);
  video.addEventListener("click", toggle);
  // Download is disabled: no native menu on the video.
  video.addEventListener("contextmenu", (event) => event.preventDefault());
  byId("overlay")?.addEventListener("click", toggle);
  playButton.addEventListener("click", toggle);
  muteButton.addEventListener("click", () => {
    video.muted = !video.muted;
  });
  byId("full")?.addEventListener("click", fullscreen);
  // The chapters list opens from its button and closes on a pick, Escape or the button again.
  const chaptersButton = byId("chb");
  const chapters = byId("chapters");
  const showChapters = (open: boolean) => {
    if (!chaptersButton || !chapters) return;
    chapters.hidden = !open;
    chaptersButton.setAttribute("aria-expanded", String(open));
    if (open) chapters.querySelector<HTMLElement>("[aria-current],button")?.focus();
  };
  chaptersButton?.addEventListener("click", () => showChapters(chapters?.hidden ?? false));
  chapters?.addEventListener("click", (event) => {
    if (!(event.target as Element | null)?.closest("[data-seek]")) return;
    showChapters(false);
    chaptersButton?.focus();
  });
  chapters?.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    showChapters(false);
    chaptersButton?.focus();
  });
  ccButton?.addEventListener("click", () => {
    const track = video.textTracks[0];
    if (!track) return;
    track.mode = track.mode === "showing" ? "hidden" : "showing";
    ccButton.setAttribute("aria-pressed", String(track.mode === "showing"));
  });
  bar.addEventListener("pointerdown", (event) => {
    root.classList.remove("ended");
    const rect = bar.getBoundingClientRect();
    const total = length();
    if (total > 0)
      video.currentTime =
        Math.min(1, Math.max(0, (event.clientX - rect.left) / rect.width)) * total;
  });
  document.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target as Element | null;
    if (event.key === " " && target?.closest("button")) return;
    const actions: Record<string, () => void> = {
      " ": toggle,
      ArrowRight: () => seekBy(5),
      ArrowLeft: () => seekBy(-5),
      m: () => (video.muted = !video.muted),
      f: fullscreen,
    };
    const action = actions[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!action) return;
    event.preventDefault();
    action();
  });
  sync();

  // The load is an open and the view is counted once real playback passed the threshold;
  // signed-out viewers carry the anonymous id (docs/product/access.md#anonymous-visitors).
  const headers: Record<string, string> = {};
  try {
    let id = localStorage.getItem("dev-user-id");
    if (!id || !/^dev-user-\d{1,20}$/.test(id)) {
      id = `dev-user-${Math.floor(Math.random() * 1e15)}`;
      localStorage.setItem("dev-user-id", id);
    }
    headers["X-User-ID"] = id;
  } catch {
    // storage blocked (third-party iframe): count without an id
  }
  const post = (url: string) =>
    void fetch(url, { method: "POST", headers, credentials: "include" }).catch(() => undefined);
  post(endpoints.open);
  whenPlayedEnough?.(video, viewAfterSeconds, () => post(endpoints.view));
  // Watch beacons for the owner's insights (components/player/watch-beacons.ts, inlined too).
  startBeacons?.(video, endpoints.watch, headers, beaconIntervalMs);
}
