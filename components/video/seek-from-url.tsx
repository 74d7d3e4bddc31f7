"use client";

import { useEffect } from "react";
import { usePlayer } from "@/components/player/player-context";

/** `?t=SECONDS` (links from notifications and emails): start the player at that moment. */
export function SeekFromUrl() {
  const { seekTo } = usePlayer();
  useEffect(() => {
    const seconds = Number(new URL(window.location.href).searchParams.get("t"));
    if (Number.isFinite(seconds) && seconds > 0) seekTo(seconds);
  }, [seekTo]);
  return null;
}
