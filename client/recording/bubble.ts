import type { Rect, Size } from "./geometry";

/** The camera bubble's look, chosen in the Ready state and kept while recording. */
export const BUBBLE_SHAPES = ["circle", "rounded"] as const;
export type BubbleShape = (typeof BUBBLE_SHAPES)[number];
export const BUBBLE_SIZES = ["small", "medium", "large"] as const;
export type BubbleSize = (typeof BUBBLE_SIZES)[number];

/**
 * Where the bubble sits, as a fraction of the room it can move in on each axis:
 * 0 is the left (top) margin, 1 the right (bottom) margin. Independent of the canvas size, so the
 * on-screen preview and the recorded canvas place it the same way.
 */
export interface BubblePlacement {
  x: number;
  y: number;
}

/**
 * The medium bubble is 25% of the canvas width
 * (docs/product/limits-and-constants.md#camera-bubble); it starts at the bottom right.
 */
const WIDTH_FRACTION: Record<BubbleSize, number> = { small: 0.18, medium: 0.25, large: 0.35 };
export const DEFAULT_PLACEMENT: BubblePlacement = { x: 1, y: 1 };
const MARGIN_FRACTION = 0.01;
/** Within this fraction of the room from a corner, an edge or the middle, the bubble snaps to it. */
export const SNAP_DISTANCE = 0.08;
const SNAP_POINTS = [0, 0.5, 1];

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 1);

/** The bubble's 4:3 box on a canvas (or preview) of `frame` size. */
export function bubbleBox(frame: Size, size: BubbleSize, placement: BubblePlacement): Rect {
  const width = Math.round(frame.width * WIDTH_FRACTION[size]);
  const height = Math.round((width * 3) / 4);
  const margin = Math.round(frame.width * MARGIN_FRACTION);
  const roomX = Math.max(0, frame.width - width - 2 * margin);
  const roomY = Math.max(0, frame.height - height - 2 * margin);
  return {
    x: Math.round(margin + clamp01(placement.x) * roomX),
    y: Math.round(margin + clamp01(placement.y) * roomY),
    width,
    height,
  };
}

/** What is drawn inside the box: a centred square for the circle, the whole box for the rectangle. */
export function bubbleShapeRect(box: Rect, shape: BubbleShape): Rect {
  if (shape === "rounded") return box;
  const side = Math.min(box.width, box.height);
  return {
    x: box.x + (box.width - side) / 2,
    y: box.y + (box.height - side) / 2,
    width: side,
    height: side,
  };
}

/** The rounded rectangle's corner radius for a shape rect. */
export const roundedRadius = (rect: Size) => Math.round(Math.min(rect.width, rect.height) * 0.12);

/** The placement a drag to box position (x, y) means, in the frame's room (unsnapped). */
export function placementAt(
  frame: Size,
  size: BubbleSize,
  position: { x: number; y: number },
): BubblePlacement {
  const box = bubbleBox(frame, size, DEFAULT_PLACEMENT);
  const margin = Math.round(frame.width * MARGIN_FRACTION);
  const roomX = frame.width - box.width - 2 * margin;
  const roomY = frame.height - box.height - 2 * margin;
  return {
    x: roomX > 0 ? clamp01((position.x - margin) / roomX) : 0,
    y: roomY > 0 ? clamp01((position.y - margin) / roomY) : 0,
  };
}

/** Each axis snaps to the nearest edge or middle within SNAP_DISTANCE; corners are two edges. */
export function snapPlacement(placement: BubblePlacement): BubblePlacement {
  const snap = (value: number) => {
    const v = clamp01(value);
    const nearest = SNAP_POINTS.reduce((a, b) => (Math.abs(b - v) < Math.abs(a - v) ? b : a));
    return Math.abs(nearest - v) <= SNAP_DISTANCE ? nearest : v;
  };
  return { x: snap(placement.x), y: snap(placement.y) };
}

/** Arrow keys move the bubble by a tenth of its room (snapped like a drag). */
export function nudgePlacement(placement: BubblePlacement, dx: number, dy: number) {
  return snapPlacement({ x: clamp01(placement.x + dx / 10), y: clamp01(placement.y + dy / 10) });
}
