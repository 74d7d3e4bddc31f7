import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { recordViewerClick } from "@/lib/audience/viewer-actions";
import { videoIdParams } from "@/lib/videos/schemas";

// POST /api/videos/{id}/badge-click: counts a click on the "Made with Demoreel" badge of a free
// workspace's video, with the call to action's limits (no body: sendBeacon); 204, 404 without a badge
export const POST = handler(
  {
    auth: "viewer",
    params: videoIdParams,
    video: "viewer",
    tag: "Videos",
    summary: "Count a click on the free plan's badge",
    responses: { 204: answer("Done") },
    errors: [404, 410, 429],
  },
  async ({ headers, db, caller, viewerId, video }) => {
    await recordViewerClick(db, { caller, headers, video: video.video, viewerId, badge: true });
    return new Response(null, { status: 204 });
  },
);
