import "server-only";
import { z } from "zod";
import type { Video } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { LruCache } from "@/lib/cache/lru";
import type { cutProposals } from "@/lib/videos/edit/responses";
import { requireWorkspaceFeature } from "@/lib/entitlements/queries";
import { getFfmpegTools } from "@/lib/media/ffmpeg";
import { startTimeLimit } from "@/lib/media/time-limit";
import { parseTranscript } from "@/lib/timeline/transcript";
import type { Storage } from "@/lib/storage";
import { runInlineMedia } from "@/lib/videos/inline-media";
import { getOwnedVideoOrThrow } from "@/lib/videos/queries";
import { requireOriginalKey } from "@/lib/videos/original";
import { fillerProposals, type CutProposal } from "./fillers";
import { silenceProposals } from "./silences";
import { probeMedia } from "@/lib/media/probe";
import { ignoreFailure } from "@/lib/log/logger";

/** GET /api/videos/{id}/cut-proposals?silence=: the shortest pause proposed for a cut. */
export const cutProposalsQuery = z.object({
  silence: z.coerce.number().min(0.3).max(10).default(1),
});

/** Pause lists kept in this process, each for this long: the owner asks again as they edit. */
export const CUT_PROPOSALS_CACHE_ENTRIES = 500;
export const CUT_PROPOSALS_CACHE_TTL_MS = 60 * 60_000;

const globalForCache = globalThis as unknown as {
  demoreelCutProposals?: LruCache<CutProposal[]>;
};
const silencesCache = () =>
  (globalForCache.demoreelCutProposals ??= new LruCache<CutProposal[]>(
    CUT_PROPOSALS_CACHE_ENTRIES,
    CUT_PROPOSALS_CACHE_TTL_MS,
  ));

/**
 * The pauses depend only on the soundtrack: the file the video plays now (a new key after every
 * edit or processing) at the row's version (any write to the video moves it), and the threshold.
 */
const cacheKey = (video: Video, source: string, silenceSeconds: number) =>
  `${video.id}\n${source}\n${video.updatedAt.getTime()}\n${silenceSeconds}`;

/**
 * The pauses of a stored file's soundtrack: downloaded and decoded within (30 s + its duration),
 * both stopped as soon as `signal` aborts (the caller left).
 */
async function findSilences(
  storage: Storage,
  {
    source,
    duration,
    silenceSeconds,
  }: { source: string; duration: number; silenceSeconds: number },
  signal?: AbortSignal,
): Promise<CutProposal[]> {
  const limit = startTimeLimit(Math.round((30 + duration) * 1000), signal);
  let file: { path: string; cleanup: () => Promise<void> } | undefined;
  try {
    file = await storage.toLocalFile(source, { signal: limit.signal });
    const tools = await getFfmpegTools();
    // A video without sound has no pauses to find (ffmpeg would refuse an empty audio output).
    if (!(await probeMedia(tools, file.path, limit.signal)).audio) return [];
    return await silenceProposals(tools, file.path, silenceSeconds, limit.signal);
  } finally {
    limit.dispose();
    await file?.cleanup().catch(ignoreFailure("removing the local copy of the video"));
  }
}

/**
 * The owner's proposed cuts, in seconds of the video as it plays now (what POST /edit takes):
 * filler words and repeats from the transcript's word timings, and pauses of at least
 * `silenceSeconds` found in the served soundtrack. Nothing is cut until the owner applies them.
 * Finding the pauses decodes the whole soundtrack, so it is inline media work (per-user limit,
 * the process's few slots, stopped when the caller leaves), and its answer is kept per version of
 * the video's media: asking again costs nothing.
 */
export async function proposeCuts(
  db: DbOrTx,
  storage: Storage,
  args: { videoId: number; userId: string; silenceSeconds: number; signal?: AbortSignal },
): Promise<z.infer<typeof cutProposals>> {
  const { video } = await getOwnedVideoOrThrow(db, args);
  await requireWorkspaceFeature(db, video.workspaceId, "advancedEditing");
  const fillers = fillerProposals(parseTranscript(video.transcript));
  const source = video.mp4Key ?? requireOriginalKey(video);
  const key = cacheKey(video, source, args.silenceSeconds);
  const cached = silencesCache().get(key);
  if (cached) return { fillers, silences: cached };
  const silences = await runInlineMedia(db, { userId: args.userId, signal: args.signal }, () =>
    findSilences(
      storage,
      { source, duration: video.duration, silenceSeconds: args.silenceSeconds },
      args.signal,
    ),
  );
  silencesCache().set(key, silences);
  return { fillers, silences };
}
