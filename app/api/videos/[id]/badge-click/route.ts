import { handler } from "@/lib/api/handler";
import { recordViewerClick } from "@/lib/audience/viewer-actions";
import { videoIdParams } from "@/lib/videos/schemas";

// POST /api/videos/{id}/badge-click: counts a click on the "Made with Demoreel" badge of a free
// workspace's video, with the call to action's limits (no body: sendBeacon); 204, 404 without a badge
export const POST = handler(
  { auth: "viewer", params: videoIdParams, video: "viewer" },
  async ({ request, db, caller, viewerId, video }) => {
    await recordViewerClick(db, { caller, request, video: video.video, viewerId, badge: true });
    return new Response(null, { status: 204 });
  },
);
