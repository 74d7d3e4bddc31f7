"use client";

import { Captions, Maximize, Minimize, Pause, Play, Volume2, VolumeX } from "lucide-react";
import { memo, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import type { Chapter } from "@/lib/timeline/transcript";
import { cn } from "@/lib/utils";
import { formatClock } from "@/lib/format/time";
import { EndScreen } from "./end-screen";
import { usePlayer, usePreviewedCuts } from "./player-context";
import { SeekBar } from "./seek-bar";
import type { SeekMarker } from "./seek-markers";
import { SEEK_STEP_SECONDS, shortcutFor, type ShortcutAction } from "./shortcuts";
import { useMediaState } from "./use-media-state";
import { usePlayedEnough, useWatchBeacons } from "./use-watch-beacons";

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

export interface VideoPlayerProps {
  src: string;
  poster: string | null;
  title: string;
  /** Seconds, from the database, until the file reports its own length. */
  durationHint: number;
  captionsSrc: string | null;
  chapters: Chapter[];
  /** Reactions (or other moments) shown on the seek bar; each seeks there. */
  markers?: SeekMarker[];
  /** Where to send watch beacons (the video's watch route); none when absent. */
  watchEndpoint?: string;
  /** Called once when real playback passed the view threshold (the page counts the view then). */
  onPlayedEnough?: () => void;
  /** Shown on the end screen beside Replay (the owner's call to action). */
  endAction?: ReactNode;
  className?: string;
}

/** Captions show from the start when there are any; the track's mode is the switch. */
function showCaptions(video: HTMLVideoElement | null, on: boolean) {
  const track = video?.textTracks[0];
  if (track) track.mode = on ? "showing" : "hidden";
}

function ControlButton(props: {
  label: string;
  pressed?: boolean;
  /** The Play/Pause button, which the page's inline script drives before hydration. */
  playToggle?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      data-play={props.playToggle ? "" : undefined}
      data-play-toggle={props.playToggle ? "" : undefined}
      onClick={props.onClick}
      className="flex size-8 items-center justify-center rounded-md text-white hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white/70 focus-visible:outline-none [&_svg]:size-4"
    >
      {props.children}
    </button>
  );
}

/**
 * The page's player: custom controls, captions, chapters, speed and the shortcuts of
 * docs/product/routes-and-screens.md#keyboard-shortcuts. The content is memoized: the page
 * re-renders as its comments, reactions and session arrive, and the player's subtree is the
 * largest on it. The export stays a plain function (see VideoPage: a memo a server component
 * renders is remounted by every server refresh).
 */
export function VideoPlayer(props: VideoPlayerProps) {
  return <VideoPlayerContent {...props} />;
}

const VideoPlayerContent = memo(function VideoPlayerContent({
  src,
  poster,
  title,
  durationHint,
  captionsSrc,
  chapters,
  markers,
  watchEndpoint,
  onPlayedEnough,
  endAction,
  className,
}: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const { register } = usePlayer();
  const previewedCuts = usePreviewedCuts();
  const media = useMediaState(videoRef, containerRef, durationHint);
  // The viewer's choice; captions that arrive later (a transcript made meanwhile) show by default.
  const [captionsOff, setCaptionsOff] = useState(false);
  const captionsOn = captionsSrc !== null && !captionsOff;
  useWatchBeacons(videoRef, watchEndpoint);
  usePlayedEnough(videoRef, onPlayedEnough);

  const setVideo = useCallback(
    (video: HTMLVideoElement | null) => {
      videoRef.current = video;
      register(video);
    },
    [register],
  );

  const run = useCallback((action: ShortcutAction) => {
    const video = videoRef.current;
    if (!video) return;
    if (action === "toggle-play") {
      if (video.paused || video.ended) void video.play().catch(() => undefined);
      else video.pause();
    } else if (action === "toggle-mute") {
      video.muted = !video.muted;
    } else if (action === "toggle-fullscreen") {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      else void containerRef.current?.requestFullscreen?.().catch(() => undefined);
    } else {
      const step = action === "forward" ? SEEK_STEP_SECONDS : -SEEK_STEP_SECONDS;
      const end = Number.isFinite(video.duration) ? video.duration : Infinity;
      video.currentTime = Math.max(0, Math.min(end, video.currentTime + step));
    }
  }, []);

  // Hydrated: the inline script of first-tap.tsx steps aside.
  useEffect(() => {
    containerRef.current?.setAttribute("data-live", "");
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (!action) return;
      event.preventDefault();
      run(action);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [run]);

  const seek = (seconds: number) => {
    if (videoRef.current) videoRef.current.currentTime = seconds;
  };

  return (
    <div
      ref={containerRef}
      data-testid="video-player"
      data-player=""
      data-playing={media.playing}
      className={cn(
        "group/player relative aspect-video w-full max-w-[600px] overflow-hidden rounded-lg bg-black",
        className,
      )}
    >
      <video
        ref={setVideo}
        src={src}
        poster={poster ?? undefined}
        preload="metadata"
        playsInline
        aria-label={title}
        controlsList="nodownload"
        className="size-full object-contain"
        onClick={() => run("toggle-play")}
      >
        {captionsSrc && (
          <track default kind="captions" src={captionsSrc} srcLang="en" label="English" />
        )}
      </video>
      {media.ended ? (
        <EndScreen poster={poster} onReplay={() => run("toggle-play")}>
          {endAction}
        </EndScreen>
      ) : (
        !media.playing && (
          <button
            type="button"
            aria-label="Play video"
            tabIndex={-1}
            data-play=""
            onClick={() => run("toggle-play")}
            className="group-data-[playing=true]/player:hidden absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg"
          >
            <Play className="size-8 translate-x-0.5" aria-hidden />
          </button>
        )
      )}
      <div className="absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-gradient-to-t from-black/80 to-transparent px-3 pt-6 pb-2">
        <SeekBar
          currentTime={media.currentTime}
          duration={media.duration}
          buffered={media.buffered}
          chapters={chapters}
          markers={markers}
          cuts={previewedCuts}
          onSeek={seek}
        />
        <div className="flex items-center gap-1 text-white">
          <ControlButton
            label={media.playing ? "Pause" : "Play"}
            playToggle
            onClick={() => run("toggle-play")}
          >
            {media.playing ? <Pause aria-hidden /> : <Play aria-hidden />}
          </ControlButton>
          <ControlButton label={media.muted ? "Unmute" : "Mute"} onClick={() => run("toggle-mute")}>
            {media.muted ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
          </ControlButton>
          <span className="px-1 font-mono text-xs tabular-nums" data-testid="player-time">
            {formatClock(media.currentTime)} / {formatClock(media.duration)}
          </span>
          <span className="flex-1" />
          <label className="sr-only" htmlFor="player-speed">
            Playback speed
          </label>
          <select
            id="player-speed"
            value={String(media.rate)}
            onChange={(event) => {
              if (videoRef.current) videoRef.current.playbackRate = Number(event.target.value);
            }}
            className="h-7 rounded-md bg-white/10 px-1 text-xs text-white focus-visible:ring-2 focus-visible:ring-white/70 focus-visible:outline-none [&>option]:text-black"
          >
            {PLAYBACK_RATES.map((rate) => (
              <option key={rate} value={String(rate)}>
                {rate}x
              </option>
            ))}
          </select>
          {captionsSrc && (
            <ControlButton
              label="Captions"
              pressed={captionsOn}
              onClick={() => {
                setCaptionsOff(captionsOn);
                showCaptions(videoRef.current, !captionsOn);
              }}
            >
              <Captions aria-hidden />
            </ControlButton>
          )}
          <ControlButton
            label={media.fullscreen ? "Exit fullscreen" : "Fullscreen"}
            onClick={() => run("toggle-fullscreen")}
          >
            {media.fullscreen ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
          </ControlButton>
        </div>
      </div>
    </div>
  );
});
