import { answer } from "@/lib/api/contract";
import { handler, json } from "@/lib/api/handler";
import { createTrackedLink, listTrackedLinks } from "@/lib/audience/links";
import { createdLinkResponse, trackedLinksResponse } from "@/lib/audience/responses";
import { createLinkSchema } from "@/lib/audience/schemas";
import { publicBaseUrl } from "@/lib/metadata/base-url";
import { videoIdParams } from "@/lib/videos/schemas";

// GET /api/videos/{id}/links: the owner's tracked links with each recipient's figures; 404 for
// anyone else; 403 `plan_required` without Pro Annual
export const GET = handler(
  {
    auth: "user",
    params: videoIdParams,
    tag: "Tracked links",
    summary: "The owner's tracked links with each recipient's figures (Pro Annual)",
    responses: { 200: answer("Links, newest first", trackedLinksResponse) },
    errors: [403, 404],
  },
  ({ db, url, userId, params }) =>
    listTrackedLinks(db, { videoId: params.id, userId, origin: publicBaseUrl(url.origin) }),
);

// POST /api/videos/{id}/links {recipientName, recipientEmail?, company?, note?}: 201 {id, token,
// url}; the token is shown this once
export const POST = handler(
  {
    auth: "user",
    params: videoIdParams,
    body: createLinkSchema,
    tag: "Tracked links",
    summary: "A link for one recipient; its token is shown this once (Pro Annual)",
    responses: { 201: answer("The link; its token is shown this once", createdLinkResponse) },
    errors: [404],
  },
  async ({ db, url, userId, params, body }) => {
    // The share page's own base, as the embed and oEmbed name it.
    const origin = publicBaseUrl(url.origin);
    const link = await createTrackedLink(db, { videoId: params.id, userId, origin, link: body });
    return json(link, 201);
  },
);
