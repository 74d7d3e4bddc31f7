import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { revokeTrackedLink } from "@/lib/audience/links";
import { linkIdParams } from "@/lib/audience/schemas";

// DELETE /api/links/{linkId}: the video owner revokes a tracked link (204, again 204); the URL
// then opens the video without attribution; 404 `link_not_found` for anyone else
export const DELETE = handler(
  {
    auth: "user",
    params: linkIdParams,
    tag: "Tracked links",
    summary: "The owner revokes a tracked link",
    responses: { 204: answer("Revoked") },
    errors: [404],
  },
  async ({ db, userId, params }) => {
    await revokeTrackedLink(db, { linkId: params.linkId, userId });
    return new Response(null, { status: 204 });
  },
);
