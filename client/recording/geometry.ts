import { MAX_CANVAS } from "./constants";

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

/** The canvas for a source: its own size, scaled down (aspect kept) to fit the box; even numbers for the encoder. */
export function canvasSizeFor(source: Size, max: Size = MAX_CANVAS): Size {
  const width = source.width > 0 ? source.width : max.width;
  const height = source.height > 0 ? source.height : max.height;
  const scale = Math.min(1, max.width / width, max.height / height);
  const even = (n: number) => Math.max(2, Math.floor((n * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

/** The source region that fills `target` without distortion (centre crop, like object-fit: cover). */
export function coverCrop(source: Size, target: Size): Rect {
  const sourceRatio = source.width / source.height;
  const targetRatio = target.width / target.height;
  if (sourceRatio > targetRatio) {
    const width = source.height * targetRatio;
    return { x: (source.width - width) / 2, y: 0, width, height: source.height };
  }
  const height = source.width / targetRatio;
  return { x: 0, y: (source.height - height) / 2, width: source.width, height };
}
