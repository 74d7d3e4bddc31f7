import type { DragEvent } from "react";

/** The drag payload a library card carries: its video id, under the app's own type. */
const VIDEO_DRAG_TYPE = "application/x-demoreel-video";

export function startVideoDrag(event: DragEvent, videoId: number): void {
  event.dataTransfer.setData(VIDEO_DRAG_TYPE, String(videoId));
  event.dataTransfer.effectAllowed = "move";
}

/** Whether a drag carries a library video (the data itself is readable only on drop). */
export const carriesVideo = (event: DragEvent): boolean =>
  event.dataTransfer.types.includes(VIDEO_DRAG_TYPE);

/** The dropped video's id, or null when the drop was something else. */
export function droppedVideoId(event: DragEvent): number | null {
  const id = Number(event.dataTransfer.getData(VIDEO_DRAG_TYPE));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
