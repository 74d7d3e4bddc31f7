import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { notFound } from "@/lib/errors";
import { getVideoInsights } from "@/lib/audience/insights";
import { videoInsightsResponse } from "@/lib/audience/responses";
import { VIDEO_NOT_FOUND } from "@/lib/videos/queries";
import { videoIdParams } from "@/lib/videos/schemas";

// GET /api/videos/{id}/insights: views, watch time, retention, each viewer named and (Pro Annual)
// the funnel and CTA conversion; the owner only, else 404
export const GET = handler(
  {
    auth: "viewer",
    params: videoIdParams,
    tag: "Videos",
    summary: "Views, watch time, retention and viewers (creator and workspace admins)",
    responses: { 200: answer("Insights", videoInsightsResponse) },
    errors: [403, 404],
  },
  async ({ db, viewerId, params }) => {
    if (!viewerId) throw notFound(VIDEO_NOT_FOUND, "video_not_found");
    return getVideoInsights(db, { videoId: params.id, userId: viewerId });
  },
);
