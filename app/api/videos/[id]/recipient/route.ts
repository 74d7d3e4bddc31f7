import { answer } from "@/lib/api/contract";
import { handler, json } from "@/lib/api/handler";
import { claimRecipientLink } from "@/lib/audience/recipient";
import { recipientSchema } from "@/lib/audience/schemas";
import { recipientGreeting } from "@/lib/audience/view-responses";
import { videoIdParams } from "@/lib/videos/schemas";

// POST /api/videos/{id}/recipient {token}: the share page opened with `?r={token}` files this
// browser's views, beacons and clicks under the link's recipient (an httpOnly cookie) and greets
// them: 200 {recipientName, note}; 404 `link_not_found` for a revoked or unknown token (and the
// cookie is forgotten). The video must be open to the caller as on the plain link, except for
// its email gate, which a live link passes.
export const POST = handler(
  {
    auth: "viewer",
    params: videoIdParams,
    body: recipientSchema,
    tag: "Tracked links",
    summary: "Attribute this browser to a tracked link's recipient (sets an httpOnly cookie)",
    responses: { 200: answer("The greeting: { recipientName, note }", recipientGreeting) },
    errors: [404, 410],
  },
  async ({ db, headers, viewerId, params, body }) => {
    const { greeting, cookie } = await claimRecipientLink(db, {
      headers,
      viewerId,
      videoId: params.id,
      token: body.token,
    });
    return json(greeting, 200, { "Set-Cookie": cookie, "Cache-Control": "no-store" });
  },
);
