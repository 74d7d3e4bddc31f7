import "server-only";
import { z } from "zod";
import type { DbOrTx } from "@/db/types";
import type { cutProposals } from "@/lib/videos/edit/responses";
import { requireWorkspaceFeature } from "@/lib/entitlements/queries";
import { getFfmpegTools } from "@/lib/media/ffmpeg";
import { parseTranscript } from "@/lib/timeline/transcript";
import type { Storage } from "@/lib/storage";
import { getOwnedVideoOrThrow } from "@/lib/videos/queries";
import { fillerProposals } from "./fillers";
import { silenceProposals } from "./silences";
import { ignoreFailure } from "@/lib/log/logger";

/** GET /api/videos/{id}/cut-proposals?silence=: the shortest pause proposed for a cut. */
export const cutProposalsQuery = z.object({
  silence: z.coerce.number().min(0.3).max(10).default(1),
});

/**
 * The owner's proposed cuts, in seconds of the video as it plays now (what POST /edit takes):
 * filler words and repeats from the transcript's word timings, and pauses of at least
 * `silenceSeconds` found in the served soundtrack. Nothing is cut until the owner applies them.
 */
export async function proposeCuts(
  db: DbOrTx,
  storage: Storage,
  args: { videoId: number; userId: string; silenceSeconds: number },
): Promise<z.infer<typeof cutProposals>> {
  const { video } = await getOwnedVideoOrThrow(db, args);
  await requireWorkspaceFeature(db, video.workspaceId, "advancedEditing");
  const fillers = fillerProposals(parseTranscript(video.transcript));
  const file = await storage.toLocalFile(video.mp4Key ?? video.originalKey);
  try {
    const signal = AbortSignal.timeout(Math.round((30 + video.duration) * 1000));
    const silences = await silenceProposals(
      await getFfmpegTools(),
      file.path,
      args.silenceSeconds,
      signal,
    );
    return { fillers, silences };
  } finally {
    await file.cleanup().catch(ignoreFailure("removing the local copy of the video"));
  }
}
