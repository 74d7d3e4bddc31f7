import { answer } from "@/lib/api/contract";
import { handler, json } from "@/lib/api/handler";
import { createBulkLinks } from "@/lib/audience/bulk-links";
import { bulkLinksResponse } from "@/lib/audience/responses";
import { bulkLinksJson } from "@/lib/audience/bulk-recipients";
import { publicBaseUrl } from "@/lib/metadata/base-url";
import { videoIdParams } from "@/lib/videos/schemas";

// POST /api/videos/{id}/links/bulk: up to 500 recipients as JSON { recipients } or text/csv with a
// header row name,email,company,note; 201 { links }; a bad row is 400 by its number, nothing made
export const POST = handler(
  {
    auth: "user",
    params: videoIdParams,
    body: "raw",
    tag: "Tracked links",
    summary:
      "Links for up to 500 recipients at once, with URLs, GIFs and email snippets (Pro Annual)",
    description:
      "The body is JSON `{ recipients: [{ recipientName, recipientEmail?, company?, note? }] }` " +
      "or `text/csv` with a header row naming `name,email,company,note` (only `name` required). " +
      "Every row is checked first: a bad one answers 400 naming its row, and nothing is created.",
    responses: { 201: answer("Every link, in the list's order", bulkLinksResponse) },
    errors: [400, 403, 404, 413, 415, 429],
    accepts: {
      content: {
        "application/json": { schema: bulkLinksJson },
        "text/csv": { schema: { type: "string", contentMediaType: "text/csv" } },
      },
    },
  },
  async ({ db, url, userId, params, body, assertSameOrigin }) => {
    assertSameOrigin();
    const origin = publicBaseUrl(url.origin);
    return json(await createBulkLinks(db, { videoId: params.id, userId, origin, body }), 201);
  },
);
