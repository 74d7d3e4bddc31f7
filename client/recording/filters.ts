/** The camera filters, "none" by default (docs/product/limits-and-constants.md#recording). */
export const CAMERA_FILTERS = [
  "none",
  "grayscale",
  "sepia",
  "blur",
  "brightness",
  "contrast",
  "hue-rotate",
  "invert",
] as const;
export type CameraFilter = (typeof CAMERA_FILTERS)[number];

const CSS: Record<CameraFilter, string> = {
  none: "none",
  grayscale: "grayscale(100%)",
  sepia: "sepia(100%)",
  blur: "blur(4px)",
  brightness: "brightness(150%)",
  contrast: "contrast(150%)",
  "hue-rotate": "hue-rotate(90deg)",
  invert: "invert(100%)",
};

/** The canvas/CSS filter string for a camera filter. */
export function filterCss(filter: CameraFilter): string {
  return CSS[filter];
}

export function filterLabel(filter: CameraFilter): string {
  if (filter === "none") return "None";
  return filter
    .split("-")
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");
}
