"use client";

import { useEffect, useRef, type CSSProperties } from "react";

/** A muted, playing <video> of a live stream (the camera preview). */
export function LiveVideo({
  stream,
  className,
  style,
  testId,
}: {
  stream: MediaStream;
  className?: string;
  style?: CSSProperties;
  testId?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    void video.play().catch(() => undefined);
    return () => {
      video.srcObject = null;
    };
  }, [stream]);
  return (
    <video
      ref={ref}
      muted
      playsInline
      autoPlay
      aria-hidden
      data-testid={testId}
      className={className}
      style={style}
    />
  );
}
