import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { cutProposalsQuery, proposeCuts } from "@/lib/ai/transcripts/proposals";
import { cutProposals } from "@/lib/videos/edit/responses";
import { MAX_INLINE_FFMPEG_RUNS } from "@/lib/media/inline-slots";
import { INLINE_MEDIA_PER_MINUTE } from "@/lib/videos/inline-media";
import { videoIdParams } from "@/lib/videos/schemas";

// GET /api/videos/{id}/cut-proposals?silence=1: the owner's (Pro) proposed cuts for filler words,
// repeats and pauses, in seconds as the video plays now, ready for POST /api/videos/{id}/edit
export const GET = handler(
  {
    auth: "user",
    params: videoIdParams,
    query: cutProposalsQuery,
    tag: "AI",
    summary: "The owner's (Pro) proposed cuts",
    description:
      "{ fillers, silences }: [{ start, end, reason, text? }] in seconds as the video plays " +
      "now (filler words and repeats from word timings; pauses of at least `silence` " +
      `seconds). Finding pauses is inline media work: ${INLINE_MEDIA_PER_MINUTE} a minute per ` +
      `user with frame picks and strips (429), ${MAX_INLINE_FFMPEG_RUNS} at once per server ` +
      "(503); an answer is reused until the video changes.",
    responses: { 200: answer("Proposed cuts", cutProposals) },
    errors: [403, 404, 409, 429, 503],
  },
  ({ db, storage, userId, params, query, signal }) =>
    proposeCuts(db, storage, {
      videoId: params.id,
      userId,
      silenceSeconds: query.silence,
      signal,
    }),
);
