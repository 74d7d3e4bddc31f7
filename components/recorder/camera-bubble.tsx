"use client";

import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from "react";
import {
  bubbleBox,
  bubbleShapeRect,
  nudgePlacement,
  placementAt,
  roundedRadius,
  snapPlacement,
  type BubblePlacement,
} from "@/client/recording/bubble";
import type { CameraLook } from "@/client/recording/compositor";
import { filterCss } from "@/client/recording/filters";
import type { Size } from "@/client/recording/geometry";
import { LiveVideo } from "./live-video";

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * The live camera bubble over the stage, placed by the same geometry the compositor draws with
 * (`frame` is the recorded canvas size), so what the user sees is what is recorded. Drag it, or
 * focus it and use the arrow keys; it snaps to the corners, edges and middles.
 */
export function CameraBubble({
  stream,
  look,
  frame,
  stageRef,
  onMove,
}: {
  stream: MediaStream;
  look: CameraLook;
  frame: Size;
  stageRef: RefObject<HTMLDivElement | null>;
  onMove: (placement: BubblePlacement) => void;
}) {
  const grab = useRef<{ dx: number; dy: number } | null>(null);
  const box = bubbleBox(frame, look.size, look.placement);
  const shape = bubbleShapeRect(box, look.shape);

  /** The pointer's position in canvas pixels. */
  const toFrame = (event: PointerEvent) => {
    const stage = stageRef.current?.getBoundingClientRect();
    if (!stage?.width || !stage.height) return null;
    return {
      x: ((event.clientX - stage.left) * frame.width) / stage.width,
      y: ((event.clientY - stage.top) * frame.height) / stage.height,
    };
  };

  const placementFor = (event: PointerEvent) => {
    const point = toFrame(event);
    if (!point || !grab.current) return null;
    return placementAt(frame, look.size, {
      x: point.x - grab.current.dx,
      y: point.y - grab.current.dy,
    });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const point = toFrame(event);
    if (!point) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    grab.current = { dx: point.x - box.x, dy: point.y - box.y };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const placement = placementFor(event);
    if (placement) onMove(placement);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const placement = placementFor(event);
    grab.current = null;
    if (placement) onMove(snapPlacement(placement));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    onMove(nudgePlacement(look.placement, arrow[0], arrow[1]));
  };

  return (
    <div
      role="group"
      tabIndex={0}
      aria-label="Camera bubble"
      aria-roledescription="movable camera bubble"
      title="Drag it, or use the arrow keys, to move it. It snaps to the corners and edges."
      data-testid="camera-bubble"
      data-placement={`${look.placement.x},${look.placement.y}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (grab.current = null)}
      onKeyDown={onKeyDown}
      className="absolute cursor-grab touch-none overflow-hidden border-2 border-white shadow-lg outline-none focus-visible:ring-[3px] focus-visible:ring-red-400 active:cursor-grabbing"
      style={{
        left: percent(shape.x, frame.width),
        top: percent(shape.y, frame.height),
        width: percent(shape.width, frame.width),
        height: percent(shape.height, frame.height),
        borderRadius:
          look.shape === "circle"
            ? "9999px"
            : `${percent(roundedRadius(shape), shape.width)} / ${percent(roundedRadius(shape), shape.height)}`,
      }}
    >
      <LiveVideo
        stream={stream}
        testId="camera-preview"
        className="pointer-events-none size-full object-cover"
        style={{ filter: filterCss(look.filter) }}
      />
    </div>
  );
}
