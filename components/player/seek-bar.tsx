"use client";

import type { KeyboardEvent, PointerEvent } from "react";
import type { Cut } from "@/lib/timeline/cuts";
import type { Chapter } from "@/lib/timeline/transcript";
import { formatClock } from "@/lib/format/time";
import { clusterMarkers, type SeekMarker } from "./seek-markers";

interface SeekBarProps {
  currentTime: number;
  duration: number;
  buffered: number;
  chapters: Chapter[];
  markers?: SeekMarker[];
  /** Ranges marked to cut in an edit not yet applied: shown on the bar, skipped in playback. */
  cuts?: readonly Cut[];
  onSeek: (seconds: number) => void;
}

/**
 * Click (or drag) anywhere to seek; chapter marks and ranges marked to cut sit on the bar; arrows
 * step 5 s when focused.
 */
export function SeekBar({
  currentTime,
  duration,
  buffered,
  chapters,
  markers = [],
  cuts = [],
  onSeek,
}: SeekBarProps) {
  const known = duration > 0;
  // The chapter playing now, named with the position (chapters are sorted).
  const chapter = chapters.filter((c) => c.startTime <= currentTime).pop();
  const percent = (value: number) => (known ? Math.min(100, (value / duration) * 100) : 0);

  const seekFromPointer = (event: PointerEvent<HTMLDivElement>) => {
    if (!known) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const ratio = Math.min(1, Math.max(0, (event.clientX - rect.left) / rect.width));
    onSeek(ratio * duration);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = {
      Home: -Infinity,
      End: Infinity,
      PageUp: 10,
      PageDown: -10,
    };
    const step = steps[event.key];
    if (step === undefined) return; // Left/Right are the page-wide shortcuts
    event.preventDefault();
    onSeek(Math.max(0, Math.min(duration, currentTime + step)));
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label="Seek"
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(currentTime)}
      aria-valuetext={`${formatClock(currentTime)} of ${formatClock(duration)}${chapter ? `, ${chapter.title}` : ""}`}
      data-testid="seek-bar"
      className="group relative h-4 w-full cursor-pointer touch-none outline-none focus-visible:ring-2 focus-visible:ring-white/70"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        seekFromPointer(event);
      }}
      onPointerMove={(event) => {
        if (event.buttons === 1) seekFromPointer(event);
      }}
      onKeyDown={onKeyDown}
    >
      <div className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded-full bg-white/25 group-hover:h-1.5">
        <div
          className="absolute inset-y-0 left-0 rounded-full bg-white/35"
          style={{ width: `${percent(buffered)}%` }}
        />
        <div
          className="bg-primary absolute inset-y-0 left-0 rounded-full"
          style={{ width: `${percent(currentTime)}%` }}
        />
        {known &&
          cuts.map(([from, to]) => (
            <span
              key={`cut-${from}`}
              title={`Marked to cut: ${formatClock(from)} to ${formatClock(to)}`}
              data-testid="cut-mark"
              className="absolute inset-y-0 min-w-0.5 bg-red-500/80"
              style={{ left: `${percent(from)}%`, width: `${percent(to) - percent(from)}%` }}
            />
          ))}
        {known &&
          chapters
            .filter((chapter) => chapter.startTime > 0 && chapter.startTime < duration)
            .map((chapter) => (
              <span
                key={`${chapter.startTime}-${chapter.title}`}
                title={`${chapter.title} (${formatClock(chapter.startTime)})`}
                data-testid="chapter-mark"
                className="absolute top-0 h-full w-0.5 bg-black/70"
                style={{ left: `${percent(chapter.startTime)}%` }}
              />
            ))}
      </div>
      {clusterMarkers(markers, duration).map((marker) => (
        <button
          key={marker.key}
          type="button"
          aria-label={`Seek to ${marker.label}`}
          title={marker.label}
          data-testid="reaction-marker"
          onPointerDown={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
          onClick={() => onSeek(marker.time)}
          className="absolute -top-4 -translate-x-1/2 rounded-full text-xs leading-none transition-transform hover:scale-125 focus-visible:scale-125 focus-visible:ring-2 focus-visible:ring-white/70 focus-visible:outline-none"
          style={{ left: `${percent(marker.time)}%` }}
        >
          <span aria-hidden>{marker.symbol}</span>
        </button>
      ))}
      <div
        className="bg-primary pointer-events-none absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full opacity-0 group-hover:opacity-100"
        style={{ left: `${percent(currentTime)}%` }}
        aria-hidden
      />
    </div>
  );
}
