import type { Page } from "@playwright/test";

// The stop-to-link benchmark's probes: what runs in the page to time clicks, the toast, the
// dialog and the video, and how the runner reads it back.

/** What the init script records, in epoch milliseconds of the page's clock. */
export interface BenchMarks {
  clicks: { text: string; t: number }[];
  dialogAt: number | null;
  toastAt: number | null;
  videoPageAt: number | null;
  playCalledAt: number | null;
  readyAt: number | null;
  advancedAt: number | null;
  uploads: { method: string; path: string; bytes: number; start: number; end: number | null }[];
}

/** Runs in the page before any of its scripts (and again after a full navigation). */
export function installProbes(savedText: string): void {
  type W = Window & { __bench?: BenchMarks };
  const w = window as W;
  if (w.__bench) return;
  performance.setResourceTimingBufferSize(5000);
  const now = () => performance.timeOrigin + performance.now();
  const marks: BenchMarks = {
    clicks: [],
    dialogAt: null,
    toastAt: null,
    videoPageAt: null,
    playCalledAt: null,
    readyAt: null,
    advancedAt: null,
    uploads: [],
  };
  w.__bench = marks;

  document.addEventListener(
    "click",
    (e) => {
      const button = (e.target as Element | null)?.closest?.("button");
      if (button) marks.clicks.push({ text: (button.textContent ?? "").trim(), t: now() });
    },
    true,
  );

  // Uploads: each part's size and timing, and the commit.
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, location.href).pathname;
    if (!path.startsWith("/api/uploads")) return realFetch(input, init);
    const body = init?.body;
    const entry = {
      method: init?.method ?? "GET",
      path,
      bytes: body instanceof Blob ? body.size : 0,
      start: now(),
      end: null as number | null,
    };
    marks.uploads.push(entry);
    try {
      return await realFetch(input, init);
    } finally {
      entry.end = now();
    }
  };

  const ready = (v: HTMLVideoElement) => {
    if (marks.playCalledAt !== null && marks.readyAt === null && v.readyState >= 2) {
      marks.readyAt = now();
    }
    if (marks.playCalledAt !== null && marks.advancedAt === null && v.currentTime > 0) {
      marks.advancedAt = now();
    }
  };
  for (const type of ["loadeddata", "canplay", "playing", "timeupdate", "progress"]) {
    document.addEventListener(type, (e) => ready(e.target as HTMLVideoElement), true);
  }

  const check = () => {
    const t = now();
    const text = document.body?.textContent ?? "";
    if (marks.dialogAt === null && text.includes("Save Your Recording")) marks.dialogAt = t;
    if (marks.toastAt === null && text.includes(savedText)) marks.toastAt = t;
    if (location.pathname.startsWith("/video/")) {
      if (marks.videoPageAt === null) marks.videoPageAt = t;
      const video = document.querySelector("video");
      if (video && marks.playCalledAt === null) {
        // The viewer presses play as soon as the player is there; muted, so autoplay rules allow it.
        video.muted = true;
        marks.playCalledAt = now();
        void video.play().catch(() => undefined);
        ready(video);
      }
    }
  };
  const observe = () => {
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", observe);
  else observe();
}

export const marks = (page: Page) =>
  page.evaluate(() => (window as Window & { __bench?: BenchMarks }).__bench!);
