"use client";

import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { skipTarget, type Cut } from "@/lib/timeline/cuts";

interface PlayerHandle {
  /** Registers the page's video element (the player does this). */
  register: (video: HTMLVideoElement | null) => void;
  /** Jumps to a time (seconds), shows the player and starts playback. */
  seekTo: (seconds: number) => void;
  /** The current playback time in seconds (0 before the player exists). */
  getCurrentTime: () => number;
  /** The video's length once known, else 0. */
  getDuration: () => number;
  /**
   * Proposed cuts to preview: playback jumps past each as it reaches it, nothing re-encoded (as
   * the trim editor previews). An empty list plays everything again.
   */
  previewCuts: (cuts: readonly Cut[]) => void;
}

const PlayerContext = createContext<PlayerHandle | null>(null);
/** The cuts previewed now, for what shows them (the seek bar); apart, so the handle stays stable. */
const PreviewedCutsContext = createContext<readonly Cut[]>([]);

/** Lets comments, attachments and the transcript seek the page's player. */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const cutsRef = useRef<readonly Cut[]>([]);
  const [previewed, setPreviewed] = useState<readonly Cut[]>([]);
  const skipCuts = useCallback(() => {
    const video = videoRef.current;
    if (!video || cutsRef.current.length === 0) return;
    const skip = skipTarget(video.currentTime, cutsRef.current);
    if (skip === null) return;
    if (Number.isFinite(video.duration) && skip >= video.duration - 0.05) video.pause();
    else video.currentTime = skip;
  }, []);
  const register = useCallback(
    (video: HTMLVideoElement | null) => {
      videoRef.current?.removeEventListener("timeupdate", skipCuts);
      videoRef.current = video;
      video?.addEventListener("timeupdate", skipCuts);
    },
    [skipCuts],
  );
  const previewCuts = useCallback((cuts: readonly Cut[]) => {
    cutsRef.current = cuts;
    setPreviewed(cuts);
  }, []);
  const seekTo = useCallback((seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    const end = Number.isFinite(video.duration) ? video.duration : Infinity;
    video.currentTime = Math.max(0, Math.min(seconds, end));
    video.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
    void video.play().catch(() => undefined);
  }, []);
  const getCurrentTime = useCallback(() => videoRef.current?.currentTime ?? 0, []);
  const getDuration = useCallback(() => {
    const duration = videoRef.current?.duration ?? 0;
    return Number.isFinite(duration) ? duration : 0;
  }, []);
  const value = useMemo(
    () => ({ register, seekTo, getCurrentTime, getDuration, previewCuts }),
    [register, seekTo, getCurrentTime, getDuration, previewCuts],
  );
  return (
    <PlayerContext.Provider value={value}>
      <PreviewedCutsContext.Provider value={previewed}>{children}</PreviewedCutsContext.Provider>
    </PlayerContext.Provider>
  );
}

const NO_PLAYER: PlayerHandle = {
  register: () => undefined,
  seekTo: () => undefined,
  getCurrentTime: () => 0,
  getDuration: () => 0,
  previewCuts: () => undefined,
};

export function usePlayer(): PlayerHandle {
  return useContext(PlayerContext) ?? NO_PLAYER;
}

/** The cuts the page previews (none outside an edit), on the timeline that plays. */
export function usePreviewedCuts(): readonly Cut[] {
  return useContext(PreviewedCutsContext);
}
