"use client";

import { Loader2, Play, Plus, Scissors, Trash2 } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Slider } from "@/components/ui/slider";
import { useVideoEdit } from "@/client/resources/videos/edit";
import { videoPaths } from "@/client/resources/videos/paths";
import { formatTime } from "@/lib/format/time";
import type { VideoResponse } from "@/lib/videos/responses";
import { keptDuration, normalizeCuts, skipTarget, type Cut } from "@/lib/timeline/cuts";
import { RevertEditButton } from "./revert-edit-button";

interface TrimEditorDialogProps {
  video: VideoResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const stamp = (t: number) => formatTime(Math.floor(t));
const reload = () => window.location.reload();

/**
 * The owner's editor: a timeline strip, a new start and end, segments to remove, a Preview that
 * plays the edit by seeking past the cuts (nothing re-encoded), then Save (a render on the server).
 */
export function TrimEditorDialog({ video, open, onOpenChange }: TrimEditorDialogProps) {
  const duration = Math.max(video.duration, 0.1);
  const [range, setRange] = useState<[number, number]>([0, duration]);
  const [segments, setSegments] = useState<Cut[]>([]);
  const [previewing, setPreviewing] = useState(false);
  const player = useRef<HTMLVideoElement>(null);
  const { state, save, revert } = useVideoEdit(video.id, reload);
  const status = state.data?.status;

  const cuts = useMemo(() => {
    const all: Cut[] = [...segments];
    if (range[0] > 0) all.push([0, range[0]]);
    if (range[1] < duration) all.push([range[1], duration]);
    return normalizeCuts(all, duration);
  }, [segments, range, duration]);
  const remaining = keptDuration(cuts, duration);
  const busy = save.isPending || status === "rendering" || revert.isPending;

  const addSegment = () => {
    const at = player.current?.currentTime ?? range[0];
    const from = Math.min(Math.max(at, range[0]), Math.max(range[0], range[1] - 1));
    setSegments((list) => [...list, [from, Math.min(from + 2, range[1])]]);
  };

  const preview = () => {
    const el = player.current;
    if (!el) return;
    el.currentTime = range[0];
    setPreviewing(true);
    void el.play().catch(() => setPreviewing(false));
  };

  // Preview: skip every cut range as playback reaches it; stop at the new end.
  const onTimeUpdate = () => {
    const el = player.current;
    if (!el || !previewing) return;
    const skip = skipTarget(el.currentTime, cuts);
    if (skip === null) return;
    if (skip >= duration - 0.05) {
      el.pause();
      setPreviewing(false);
    } else {
      el.currentTime = skip;
    }
  };

  const submit = () => save.mutate(cuts);

  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Trim and cut</DialogTitle>
          <DialogDescription>
            Drag the start and end, remove segments, and preview the result before saving. The
            original is kept: you can revert at any time.
          </DialogDescription>
        </DialogHeader>
        <video
          ref={player}
          src={video.videoUrl}
          playsInline
          preload="auto"
          controls
          onTimeUpdate={onTimeUpdate}
          onPause={() => setPreviewing(false)}
          className="bg-muted aspect-video w-full rounded-md object-contain"
          aria-label="Edit preview"
        />
        <div className="grid gap-3">
          <div
            className="bg-muted relative h-12 w-full overflow-hidden rounded-md bg-cover bg-center"
            style={{
              backgroundImage: `url(${videoPaths.sprite(video.id)})`,
              backgroundSize: "100% 100%",
            }}
            aria-hidden
            data-testid="timeline-strip"
          >
            {cuts.map(([from, to]) => (
              <div
                key={`${from}-${to}`}
                className="bg-background/80 absolute inset-y-0 border-x border-red-500/70"
                style={{
                  left: `${(from / duration) * 100}%`,
                  width: `${((to - from) / duration) * 100}%`,
                }}
              />
            ))}
          </div>
          <Slider
            min={0}
            max={duration}
            step={0.1}
            minStepsBetweenThumbs={5}
            value={range}
            onValueChange={([a, b]) => setRange([a ?? 0, b ?? duration])}
            thumbLabels={["New start", "New end"]}
            disabled={busy}
          />
          <div className="text-muted-foreground flex justify-between text-sm tabular-nums">
            <span>Start {stamp(range[0])}</span>
            <span aria-live="polite">New length {stamp(remaining)}</span>
            <span>End {stamp(range[1])}</span>
          </div>
          {segments.map(([from, to], index) => (
            <div key={index} className="flex items-center gap-3">
              <Scissors className="text-muted-foreground size-4 shrink-0" aria-hidden />
              <Slider
                min={0}
                max={duration}
                step={0.1}
                value={[from, to]}
                onValueChange={([a, b]) =>
                  setSegments((list) =>
                    list.map((s, i): Cut => (i === index ? [a ?? 0, b ?? 0] : s)),
                  )
                }
                thumbLabels={[
                  `Removed segment ${index + 1} start`,
                  `Removed segment ${index + 1} end`,
                ]}
                disabled={busy}
              />
              <span className="text-muted-foreground w-28 shrink-0 text-sm tabular-nums">
                {stamp(from)}–{stamp(to)}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Keep segment ${index + 1}`}
                onClick={() => setSegments((list) => list.filter((_, i) => i !== index))}
                disabled={busy}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          ))}
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={addSegment} disabled={busy}>
              <Plus aria-hidden />
              Remove a segment
            </Button>
            <Button type="button" variant="outline" onClick={preview} disabled={busy}>
              <Play aria-hidden />
              Preview
            </Button>
            {(state.data?.cuts.length ?? 0) > 0 && (
              <RevertEditButton
                onRevert={() => revert.mutate()}
                pending={revert.isPending}
                disabled={busy}
              />
            )}
          </div>
          {status === "rendering" && (
            <p className="text-muted-foreground flex items-center gap-2 text-sm" role="status">
              <Loader2 className="size-4 animate-spin" aria-hidden />
              Rendering your edit... the video updates when it is done.
            </p>
          )}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button type="button" onClick={submit} disabled={busy || cuts.length === 0}>
            {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
            Save edit
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
