import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { recordViewerBeacon } from "@/lib/audience/viewer-actions";
import { watchBeaconSchema } from "@/lib/audience/schemas";
import { videoIdParams } from "@/lib/videos/schemas";

// POST /api/videos/{id}/watch: a player's beacon of what it played since the last one; 204;
// 404 private or unknown, 410 expired, 403 locked (password, email gate), as every video route;
// 429 for a new session past 100 a day per address and video when not signed in; a browser that
// opened a tracked link watches as its recipient. The access check is part of the beacon's own
// statement (one round trip), hence no `video` scope here.
export const POST = handler(
  {
    auth: "viewer",
    params: videoIdParams,
    body: watchBeaconSchema,
    tag: "Videos",
    summary: "A player's beacon of what it played",
    responses: { 204: answer("Done") },
    errors: [404, 410, 429],
  },
  async ({ db, headers, caller, viewerId, params, body }) => {
    await recordViewerBeacon(db, { caller, headers, videoId: params.id, viewerId, beacon: body });
    return new Response(null, { status: 204 });
  },
);
