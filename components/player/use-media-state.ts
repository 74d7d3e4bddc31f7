"use client";

import { useEffect, useRef, useState, type RefObject } from "react";

export interface MediaState {
  playing: boolean;
  currentTime: number;
  duration: number;
  buffered: number;
  muted: boolean;
  rate: number;
  fullscreen: boolean;
  /** Playback reached the end (and went back to 0); cleared by playing or seeking again. */
  ended: boolean;
}

const EVENTS = [
  "play",
  "pause",
  "timeupdate",
  "durationchange",
  "loadedmetadata",
  "progress",
  "volumechange",
  "ratechange",
  "seeked",
  "ended",
] as const;

/** Mirrors the video element's state; `durationHint` stands in while the file's length is unknown. */
export function useMediaState(
  videoRef: RefObject<HTMLVideoElement | null>,
  containerRef: RefObject<HTMLElement | null>,
  durationHint: number,
): MediaState {
  const [state, setState] = useState<MediaState>({
    playing: false,
    currentTime: 0,
    duration: durationHint,
    buffered: 0,
    muted: false,
    rate: 1,
    fullscreen: false,
    ended: false,
  });

  const resetting = useRef(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const read = () => {
      const duration =
        Number.isFinite(video.duration) && video.duration > 0 ? video.duration : durationHint;
      const ranges = video.buffered;
      setState((previous) => ({
        ...previous,
        playing: !video.paused && !video.ended,
        currentTime: video.currentTime,
        duration,
        buffered: ranges.length > 0 ? ranges.end(ranges.length - 1) : 0,
        muted: video.muted,
        rate: video.playbackRate,
      }));
    };
    // Ended resets to 0 (docs/product/routes-and-screens.md#keyboard-shortcuts) and shows the end
    // screen; that reset's own seek must not clear it, the viewer's next play or seek does. The
    // flag outlives this effect: a new duration hint (the page's data refreshed just as playback
    // ended) re-subscribes between the reset and its `seeked` event.
    const onEnded = () => {
      resetting.current = video.currentTime !== 0;
      video.currentTime = 0;
      setState((previous) => ({ ...previous, ended: true }));
      read();
    };
    const onPlayOrSeek = (event: Event) => {
      if (event.type === "seeked" && resetting.current) resetting.current = false;
      else setState((previous) => (previous.ended ? { ...previous, ended: false } : previous));
      read();
    };
    const handlerFor = (name: (typeof EVENTS)[number]) =>
      name === "ended" ? onEnded : name === "play" || name === "seeked" ? onPlayOrSeek : read;
    const onFullscreen = () =>
      setState((previous) => ({
        ...previous,
        fullscreen:
          document.fullscreenElement !== null &&
          document.fullscreenElement === containerRef.current,
      }));
    for (const name of EVENTS) video.addEventListener(name, handlerFor(name));
    document.addEventListener("fullscreenchange", onFullscreen);
    read();
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, handlerFor(name));
      document.removeEventListener("fullscreenchange", onFullscreen);
    };
  }, [videoRef, containerRef, durationHint]);

  return state;
}
