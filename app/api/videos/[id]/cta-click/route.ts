import { handler } from "@/lib/api/handler";
import { attributeViewer, rememberCtaClick } from "@/lib/engagement/attribution";
import { recordCtaClick } from "@/lib/insights/record-cta-click";
import { videoIdParams } from "@/lib/videos/schemas";
import { addressKeyOf } from "@/lib/videos/views";

// POST /api/videos/{id}/cta-click: counts a click on the call to action (no body, so
// navigator.sendBeacon works); 204, 404 without a call to action, 429 past 5 an hour per viewer
// or, not signed in, past 20 a day per address; the clicker (or the tracked link's recipient) is
// remembered for per-viewer insights
export const POST = handler(
  { auth: "viewer", params: videoIdParams, video: "viewer" },
  async ({ request, db, caller, viewerId, video }) => {
    const who = await attributeViewer(db, { caller, request, videoId: video.video.id });
    await recordCtaClick(db, {
      video: video.video,
      viewerId,
      viewerKey: who.viewerKey,
      addressKey: addressKeyOf(caller, request),
    });
    if (viewerId !== video.video.userId) {
      await rememberCtaClick(db, { videoId: video.video.id, countKey: who.countKey });
    }
    return new Response(null, { status: 204 });
  },
);
