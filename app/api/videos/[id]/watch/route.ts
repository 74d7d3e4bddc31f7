import { handler } from "@/lib/api/handler";
import { recordWatchBeacon } from "@/lib/insights/record-watch-beacon";
import { watchBeaconSchema } from "@/lib/insights/schemas";
import { videoIdParams } from "@/lib/videos/schemas";
import { addressKeyOf, knownAddressKeyOf, viewerKeyOf } from "@/lib/videos/views";

// POST /api/videos/{id}/watch: a player's beacon of what it played since the last one; 204;
// 429 for a new session past 100 a day per address and video when not signed in
export const POST = handler(
  { auth: "viewer", params: videoIdParams, body: watchBeaconSchema, video: "viewer" },
  async ({ db, request, caller, viewerId, params, body }) => {
    await recordWatchBeacon(db, {
      videoId: params.id,
      viewerId,
      viewerKey: viewerKeyOf(caller, request),
      addressKey: addressKeyOf(caller, request),
      knownAddressKey: knownAddressKeyOf(caller, request),
      beacon: body,
    });
    return new Response(null, { status: 204 });
  },
);
