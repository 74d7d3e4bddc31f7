"use client";

import {
  Camera,
  CameraOff,
  Mic,
  MicOff,
  Pause,
  Play,
  Sparkles,
  type LucideIcon,
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
import { CAMERA_FILTERS, filterLabel, type CameraFilter } from "@/client/recording/filters";
import { SHORTCUTS } from "@/client/recording/shortcuts";
import { BubbleControls } from "./bubble-controls";
import { ShortcutHint } from "./shortcut-hint";
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
  const { state, audio, camera, mode } = recorder;
  const round =
    state === "recording"
      ? {
          label: "Pause recording",
          shortcut: "pause-resume" as const,
          icon: <Pause className="size-6" aria-hidden />,
          run: recorder.pause,
        }
      : state === "paused"
        ? {
            label: "Resume recording",
            shortcut: "pause-resume" as const,
            icon: <Play className="size-6" aria-hidden />,
            run: recorder.resume,
          }
        : {
            label: "Start recording",
            shortcut: "start-stop" as const,
            icon: <span className="size-6 rounded-full bg-white" aria-hidden />,
            run: recorder.start,
          };
  return (
    <div className="flex flex-wrap items-center justify-center gap-2 border-t border-white/10 px-4 py-3">
      <BarToggle
        on={audio}
        onToggle={recorder.toggleAudio}
        icons={[Mic, MicOff]}
        labels={["Mute", "Unmute"]}
      />
      <BarToggle
        on={camera}
        onToggle={recorder.toggleCamera}
        icons={[Camera, CameraOff]}
        labels={["Hide Camera", "Show Camera"]}
      />
      <ShortcutHint action={round.shortcut} label={round.label}>
        <button
          type="button"
          aria-label={round.label}
          aria-keyshortcuts={SHORTCUTS[round.shortcut].label}
          disabled={
            state === "stopped" || recorder.starting || (state === "idle" && !recorder.plan.loaded)
          }
          onClick={() => void round.run()}
          className="mx-3 flex size-14 items-center justify-center rounded-full bg-red-600 text-white shadow-lg transition-transform outline-none hover:scale-105 focus-visible:ring-[3px] focus-visible:ring-white/60 disabled:opacity-50"
        >
          {round.icon}
        </button>
      </ShortcutHint>
      <FiltersMenu recorder={recorder} />
      {mode === "screen-camera" ? <BubbleControls recorder={recorder} /> : null}
    </div>
  );
}

/** Mute or camera: pressed while the device is off; icon and label show what a click does. */
function BarToggle(props: {
  on: boolean;
  onToggle: () => void;
  icons: [on: LucideIcon, off: LucideIcon];
  labels: [on: string, off: string];
}) {
  const index = props.on ? 0 : 1;
  const Icon = props.icons[index];
  return (
    <Button variant="ghost" className={barButton} aria-pressed={!props.on} onClick={props.onToggle}>
      <Icon aria-hidden />
      {props.labels[index]}
    </Button>
  );
}
