import { handler } from "@/lib/api/handler";
import { videoIdParams } from "@/lib/videos/schemas";
import { addressKeyOf, countView, viewCountKeyOf } from "@/lib/videos/views";

// POST /api/videos/{id}/view: count a view (never the owner's; once per viewer per 30 minutes; at
// most 100 a day per address when not signed in) and answer { views }
export const POST = handler(
  { auth: "viewer", params: videoIdParams, video: "viewer" },
  ({ request, db, caller, viewerId, video }) =>
    countView(db, {
      video: video.video,
      viewerId,
      viewerKey: viewCountKeyOf(caller, request),
      addressKey: addressKeyOf(caller, request),
    }),
);
