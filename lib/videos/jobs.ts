import "server-only";
import { createHash } from "node:crypto";
import type { DbOrTx } from "@/db/types";
import { enqueue } from "@/lib/jobs/enqueue";
import { videoKey } from "@/lib/storage/keys";
import type { Cut } from "@/lib/timeline/cuts";

/** The video jobs; their handlers are in `./processing`, which the worker's registry imports. */
export const PROCESS_VIDEO = "process-video";
export const EDIT_VIDEO = "edit-video";

/** The unedited MP4 rendition processing makes; edits render from it and a revert returns to it. */
export const UNEDITED_MP4 = "video.mp4";

export const sameCuts = (a: readonly Cut[] | null, b: readonly Cut[] | null): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** Queues processing for a new video; call it in the transaction that creates the video. */
export async function enqueueVideoProcessing(db: DbOrTx, videoId: number): Promise<void> {
  await enqueue(db, { kind: PROCESS_VIDEO, videoId, payload: { videoId } });
}

/** Queues the render of `cuts` (original timeline); the newest request wins. */
export async function enqueueEdit(db: DbOrTx, videoId: number, cuts: readonly Cut[]) {
  await enqueue(db, { kind: EDIT_VIDEO, videoId, payload: { videoId, cuts } });
}

/** The key of an edited MP4: named after its cuts, so a retry overwrites its own output. */
export function editedMp4Key(videoId: number, cuts: readonly Cut[]): string {
  const hash = createHash("sha256").update(JSON.stringify(cuts)).digest("hex").slice(0, 12);
  return videoKey(videoId, `edit-${hash}.mp4`);
}
