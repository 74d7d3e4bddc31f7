import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { regenerateSummary } from "@/lib/ai/transcripts/summary-regenerate";
import { videoResponse } from "@/lib/videos/responses";
import { videoIdParams } from "@/lib/videos/schemas";

// POST /api/videos/{id}/summary: whoever manages the video writes its summary anew from the
// transcript (the text model, else extracted offline), replacing the current one; answers the video
export const POST = handler(
  {
    auth: "user",
    params: videoIdParams,
    tag: "AI",
    summary: "A new summary of the video from its transcript",
    description:
      "Written by the text model when configured, else extracted offline (`summarySource` " +
      "`extractive`); replaces the current summary, the owner's too. Answers the video " +
      "object.",
    responses: { 200: answer("The video", videoResponse) },
    errors: [404, 422, 429, 502, 503, 504],
  },
  ({ db, userId, params }) => regenerateSummary(db, { videoId: params.id, userId }),
);
