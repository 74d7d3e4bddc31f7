"use client";

import {
  Camera,
  CameraOff,
  Circle,
  Mic,
  MicOff,
  Pause,
  Play,
  RectangleHorizontal,
  Sparkles,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { CAMERA_FILTERS, filterLabel, type CameraFilter } from "@/lib/recording/filters";
import type { Recorder } from "./use-recorder";

const barButton = "text-white hover:bg-white/10 hover:text-white";

/** Filters for the camera: none, grayscale, sepia, blur, brightness, contrast, hue-rotate, invert. */
export function FiltersMenu({ recorder }: { recorder: Recorder }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className={barButton}>
          <Sparkles aria-hidden /> Filters
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Camera filter</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={recorder.look.filter}
          onValueChange={(value) => recorder.setLook({ filter: value as CameraFilter })}
        >
          {CAMERA_FILTERS.map((filter) => (
            <DropdownMenuRadioItem key={filter} value={filter}>
              {filterLabel(filter)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Mute/Unmute, Hide/Show Camera, Filters, the camera shape, and the round start/pause/resume button. */
export function RecorderBottomBar({ recorder }: { recorder: Recorder }) {
  const { state, audio, camera, look, mode } = recorder;
  const round =
    state === "recording"
      ? {
          label: "Pause recording",
          icon: <Pause className="size-6" aria-hidden />,
          run: recorder.pause,
        }
      : state === "paused"
        ? {
            label: "Resume recording",
            icon: <Play className="size-6" aria-hidden />,
            run: recorder.resume,
          }
        : {
            label: "Start recording",
            icon: <span className="size-6 rounded-full bg-white" aria-hidden />,
            run: recorder.start,
          };
  return (
    <div className="flex flex-wrap items-center justify-center gap-2 border-t border-white/10 px-4 py-3">
      <Button
        variant="ghost"
        className={barButton}
        aria-pressed={!audio}
        onClick={recorder.toggleAudio}
      >
        {audio ? <Mic aria-hidden /> : <MicOff aria-hidden />}
        {audio ? "Mute" : "Unmute"}
      </Button>
      <Button
        variant="ghost"
        className={barButton}
        aria-pressed={!camera}
        onClick={recorder.toggleCamera}
      >
        {camera ? <Camera aria-hidden /> : <CameraOff aria-hidden />}
        {camera ? "Hide Camera" : "Show Camera"}
      </Button>
      <button
        type="button"
        aria-label={round.label}
        disabled={state === "stopped" || recorder.starting}
        onClick={() => void round.run()}
        className="mx-3 flex size-14 items-center justify-center rounded-full bg-red-600 text-white shadow-lg transition-transform outline-none hover:scale-105 focus-visible:ring-[3px] focus-visible:ring-white/60 disabled:opacity-50"
      >
        {round.icon}
      </button>
      <FiltersMenu recorder={recorder} />
      {mode === "screen-camera" ? (
        <Button
          variant="ghost"
          className={barButton}
          aria-label={
            look.isCircular
              ? "Camera shape: circle (switch to rectangle)"
              : "Camera shape: rectangle (switch to circle)"
          }
          onClick={() => recorder.setLook({ isCircular: !look.isCircular })}
        >
          {look.isCircular ? <Circle aria-hidden /> : <RectangleHorizontal aria-hidden />}
          {look.isCircular ? "Circle" : "Rectangle"}
        </Button>
      ) : null}
    </div>
  );
}
