"use client";

import { useRef, type RefObject } from "react";
import { filterCss } from "@/client/recording/filters";
import type { Size } from "@/client/recording/geometry";
import { QUALITY_BOX } from "@/client/recording/quality";
import { CameraBubble } from "./camera-bubble";
import { CountdownOverlay } from "./countdown-overlay";
import { LiveVideo } from "./live-video";
import type { Recorder } from "./use-recorder";

/** The size the recording will have: the canvas once it exists, else the plan's box or the camera's. */
function frameSize(recorder: Recorder): Size {
  if (recorder.recordedFrom) return recorder.recordedFrom;
  const settings = recorder.preview.camera?.getVideoTracks()[0]?.getSettings();
  if (recorder.mode === "camera-only" && settings?.width && settings.height)
    return { width: settings.width, height: settings.height };
  return QUALITY_BOX[recorder.plan.quality];
}

/**
 * The preview: the live canvas while recording; before that, the camera (alone in Camera Only,
 * as the movable bubble in Screen + Camera). The bubble stays over the canvas while recording.
 */
export function RecorderStage({
  recorder,
  canvasRef,
}: {
  recorder: Recorder;
  canvasRef: RefObject<HTMLCanvasElement | null>;
}) {
  const stageRef = useRef<HTMLDivElement>(null);
  const { mode, preview, look, recordedFrom } = recorder;
  const frame = frameSize(recorder);
  const composing = recordedFrom !== null;
  const showBubble =
    mode === "screen-camera" &&
    preview.camera &&
    (composing ? recordedFrom.camera !== null : recorder.camera);
  return (
    <div
      ref={stageRef}
      className="relative flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-black"
      style={{
        aspectRatio: `${frame.width} / ${frame.height}`,
        // As wide as fits, but never so tall that the controls around it leave the screen.
        width: `min(100%, 56rem, calc(${composing ? 65 : 45}vh * ${frame.width / frame.height}))`,
      }}
    >
      <canvas
        ref={canvasRef}
        aria-label="Live preview"
        className={composing ? "absolute inset-0 size-full" : "hidden"}
      />
      {!composing && mode === "camera-only" && preview.camera ? (
        <LiveVideo
          stream={preview.camera}
          testId="camera-preview"
          className="absolute inset-0 size-full object-cover"
          style={{ filter: filterCss(look.filter) }}
        />
      ) : null}
      {!composing && mode !== "camera-only" ? (
        <p className="px-6 text-center text-neutral-400">
          Choose a mode and press Start Recording. Your browser will ask which screen to share.
        </p>
      ) : null}
      {showBubble && preview.camera ? (
        <CameraBubble
          stream={preview.camera}
          look={look}
          frame={frame}
          stageRef={stageRef}
          onMove={(placement) => recorder.setLook({ placement })}
        />
      ) : null}
      <CountdownOverlay value={recorder.countdown} onSkip={recorder.skipCountdown} />
    </div>
  );
}
