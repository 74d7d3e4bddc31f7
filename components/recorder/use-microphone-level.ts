"use client";

import { useEffect, useState } from "react";
import { resumeOnUserGesture } from "@/client/recording/audio-context";
import { rmsLevel, silenceTracker } from "@/client/recording/silence";

/** How often the meter reads the level (a React update each time). */
const READ_INTERVAL_MS = 100;

/** The microphone's live level (0-1) and whether it has been silent for SILENCE_HINT_MS. */
export function useMicrophoneLevel(stream: MediaStream | null): { level: number; silent: boolean } {
  const [reading, setReading] = useState({
    stream: null as MediaStream | null,
    level: 0,
    silent: false,
  });

  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0) return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    void context.resume().catch(() => undefined);
    // Opened with the preview, not in a gesture: the browser may hold it until the user acts.
    const stopResuming = resumeOnUserGesture(context);
    const samples = new Uint8Array(analyser.fftSize);
    const tracker = silenceTracker(Date.now());
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      const level = rmsLevel(samples);
      // A context the autoplay policy holds suspended reads silence: that is not the microphone's fault.
      const heard = context.state === "running" ? level : 1;
      setReading({ stream, level, silent: tracker.update(heard, Date.now()) });
    }, READ_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      stopResuming();
      void context.close().catch(() => undefined);
    };
  }, [stream]);

  return reading.stream === stream && stream ? reading : { level: 0, silent: false };
}
