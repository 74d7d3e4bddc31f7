"use client";

import { Circle, RectangleHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { BUBBLE_SIZES, type BubbleSize } from "@/client/recording/bubble";
import type { Recorder } from "./use-recorder";

const SIZE_LABEL: Record<BubbleSize, { short: string; long: string }> = {
  small: { short: "S", long: "Small" },
  medium: { short: "M", long: "Medium" },
  large: { short: "L", long: "Large" },
};

const barButton = "text-white hover:bg-white/10 hover:text-white";

/** The camera bubble's shape (circle or rounded rectangle) and size (S, M, L). */
export function BubbleControls({ recorder }: { recorder: Recorder }) {
  const { look, setLook } = recorder;
  const circle = look.shape === "circle";
  return (
    <>
      <Button
        variant="ghost"
        className={barButton}
        aria-label={
          circle
            ? "Camera shape: circle (switch to rectangle)"
            : "Camera shape: rectangle (switch to circle)"
        }
        onClick={() => setLook({ shape: circle ? "rounded" : "circle" })}
      >
        {circle ? <Circle aria-hidden /> : <RectangleHorizontal aria-hidden />}
        {circle ? "Circle" : "Rectangle"}
      </Button>
      <div role="group" aria-label="Camera size" className="flex rounded-md border border-white/15">
        {BUBBLE_SIZES.map((size) => (
          <button
            key={size}
            type="button"
            aria-label={`${SIZE_LABEL[size].long} camera`}
            aria-pressed={look.size === size}
            onClick={() => setLook({ size })}
            className={cn(
              "px-2.5 py-1 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-white/50",
              look.size === size ? "bg-white/20 font-semibold" : "hover:bg-white/10",
            )}
          >
            {SIZE_LABEL[size].short}
          </button>
        ))}
      </div>
    </>
  );
}
