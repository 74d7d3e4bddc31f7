import { handler } from "@/lib/api/handler";
import { videoIdParams } from "@/lib/videos/schemas";
import { unlockOf } from "@/lib/videos/unlock-cookie";
import { addressKeyOf, countView, viewerKeyOf } from "@/lib/videos/views";

// POST /api/videos/{id}/view: count a view (once per viewer per 30 minutes, at most 100 a day per
// address when not signed in) and answer { views }
export const POST = handler(
  { auth: "viewer", params: videoIdParams },
  ({ request, db, caller, viewerId, params }) =>
    countView(db, {
      videoId: params.id,
      viewerId,
      unlock: unlockOf(request, params.id),
      viewerKey: viewerKeyOf(caller, request),
      addressKey: addressKeyOf(caller, request),
    }),
);
