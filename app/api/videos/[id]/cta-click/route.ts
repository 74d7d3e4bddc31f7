import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { recordViewerClick } from "@/lib/audience/viewer-actions";
import { videoIdParams } from "@/lib/videos/schemas";

// POST /api/videos/{id}/cta-click: counts a click on the call to action (no body, so
// navigator.sendBeacon works); 204, 404 without a call to action, 429 past 5 an hour per viewer
// or, not signed in, past 20 a day per address; the clicker (or the tracked link's recipient) is
// remembered for per-viewer insights
export const POST = handler(
  {
    auth: "viewer",
    params: videoIdParams,
    video: "viewer",
    tag: "Videos",
    summary: "Count a click on the call to action",
    responses: { 204: answer("Done") },
    errors: [404, 410, 429],
  },
  async ({ headers, db, caller, viewerId, video }) => {
    await recordViewerClick(db, { caller, headers, video: video.video, viewerId });
    return new Response(null, { status: 204 });
  },
);
