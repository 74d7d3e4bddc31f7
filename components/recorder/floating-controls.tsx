"use client";

import { useEffect } from "react";
import { createPortal } from "react-dom";
import { Pause, Play, Square } from "lucide-react";
import { Button } from "@/components/ui/button";
import { filterCss } from "@/client/recording/filters";
import { formatRecordingTime } from "@/lib/format/time";
import { ConnectionNotice } from "./connection-notice";
import { LiveVideo } from "./live-video";
import type { Recorder } from "./use-recorder";
import { useUploadConnection } from "./use-upload-connection";

/**
 * The recorder's controls in the Document Picture-in-Picture window, always on top of what is
 * shared: the camera bubble, the recording time, Pause/Resume and Stop.
 */
export function FloatingControls({
  recorder,
  floating,
  onClosed,
}: {
  recorder: Recorder;
  floating: Window;
  onClosed: () => void;
}) {
  useEffect(() => {
    floating.addEventListener("pagehide", onClosed);
    return () => {
      floating.removeEventListener("pagehide", onClosed);
      // Leaving the recording (or the recorder) takes the floating window with it.
      floating.close();
    };
  }, [floating, onClosed]);

  const { state, preview, look } = recorder;
  const connection = useUploadConnection(recorder.liveUploader);
  const camera = recorder.recordedFrom?.camera ? preview.camera : null;
  return createPortal(
    <main
      aria-label="Recorder controls"
      className="flex min-h-screen flex-col items-center justify-center gap-3 bg-neutral-950 p-3 text-white"
    >
      {camera ? (
        <div
          className="size-28 overflow-hidden border-2 border-white"
          style={{ borderRadius: look.shape === "circle" ? "9999px" : "12%" }}
        >
          <LiveVideo
            stream={camera}
            className="size-full object-cover"
            style={{ filter: filterCss(look.filter) }}
          />
        </div>
      ) : null}
      <p className="text-sm">
        <span className="sr-only">Recording Time </span>
        <time className="font-mono text-lg tabular-nums" data-testid="floating-time">
          {formatRecordingTime(recorder.elapsedMs / 1000)}
        </time>
      </p>
      <ConnectionNotice connection={connection} className="text-xs" />
      <div className="flex gap-2">
        {state === "paused" ? (
          <Button size="sm" variant="secondary" onClick={recorder.resume}>
            <Play aria-hidden /> Resume
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={recorder.pause}>
            <Pause aria-hidden /> Pause
          </Button>
        )}
        <Button size="sm" variant="destructive" onClick={() => void recorder.stop()}>
          <Square aria-hidden /> Stop
        </Button>
      </div>
    </main>,
    floating.document.body,
  );
}
