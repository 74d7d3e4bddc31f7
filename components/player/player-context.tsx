"use client";

import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from "react";

interface PlayerHandle {
  /** Registers the page's video element (the player does this). */
  register: (video: HTMLVideoElement | null) => void;
  /** Jumps to a time (seconds), shows the player and starts playback. */
  seekTo: (seconds: number) => void;
  /** The current playback time in seconds (0 before the player exists). */
  getCurrentTime: () => number;
  /** The video's length once known, else 0. */
  getDuration: () => number;
}

const PlayerContext = createContext<PlayerHandle | null>(null);

/** Lets comments, attachments and the transcript seek the page's player. */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const register = useCallback((video: HTMLVideoElement | null) => {
    videoRef.current = video;
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
    () => ({ register, seekTo, getCurrentTime, getDuration }),
    [register, seekTo, getCurrentTime, getDuration],
  );
  return <PlayerContext.Provider value={value}>{children}</PlayerContext.Provider>;
}

const NO_PLAYER: PlayerHandle = {
  register: () => undefined,
  seekTo: () => undefined,
  getCurrentTime: () => 0,
  getDuration: () => 0,
};

export function usePlayer(): PlayerHandle {
  return useContext(PlayerContext) ?? NO_PLAYER;
}
