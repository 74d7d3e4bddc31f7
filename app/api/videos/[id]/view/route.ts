import { handler } from "@/lib/api/handler";
import { videoIdParams } from "@/lib/videos/schemas";
import { countView, viewerKeyOf } from "@/lib/videos/views";

// POST /api/videos/{id}/view: count a view (once per viewer per 30 minutes) and answer { views }
export const POST = handler(
  { auth: "viewer", params: videoIdParams },
  ({ request, db, caller, viewerId, params }) =>
    countView(db, { videoId: params.id, viewerId, viewerKey: viewerKeyOf(caller, request) }),
);
