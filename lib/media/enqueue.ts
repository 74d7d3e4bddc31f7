import type { DbOrTx } from "@/db/types";
import { jobs } from "@/db/schema";

export const PROCESS_VIDEO = "process-video";

/** Queues processing for a new video; call it in the transaction that creates the video. */
export async function enqueueVideoProcessing(db: DbOrTx, videoId: number): Promise<void> {
  await db.insert(jobs).values({ kind: PROCESS_VIDEO, videoId, payload: { videoId } });
}
