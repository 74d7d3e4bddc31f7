import { handler } from "@/lib/api/handler";
import { cutProposalsQuery, proposeCuts } from "@/lib/ai/transcripts/proposals";
import { videoIdParams } from "@/lib/videos/schemas";

// GET /api/videos/{id}/cut-proposals?silence=1: the owner's (Pro) proposed cuts for filler words,
// repeats and pauses, in seconds as the video plays now, ready for POST /api/videos/{id}/edit
export const GET = handler(
  { auth: "user", params: videoIdParams, query: cutProposalsQuery },
  ({ db, storage, userId, params, query }) =>
    proposeCuts(db, storage, { videoId: params.id, userId, silenceSeconds: query.silence }),
);
