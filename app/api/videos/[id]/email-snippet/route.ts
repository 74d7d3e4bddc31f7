import { z } from "zod";
import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { getEmailSnippet } from "@/lib/audience/link-snippet";
import { emailSnippetResponse } from "@/lib/audience/responses";
import { publicBaseUrl } from "@/lib/metadata/base-url";
import { videoIdParams } from "@/lib/videos/schemas";

const snippetQuery = z.strictObject({
  link: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe("A tracked link of the video: its own URL and GIF (Pro Annual)"),
});

// GET /api/videos/{id}/email-snippet?link={linkId}: { html, text } to paste into an email or a
// mail-merge tool; the owner's only (404 for anyone else)
export const GET = handler(
  {
    auth: "user",
    params: videoIdParams,
    query: snippetQuery,
    tag: "Tracked links",
    summary: "Email markup for the video's link, or a tracked link's: GIF, title, length, link",
    responses: { 200: answer("The snippet", emailSnippetResponse) },
    errors: [403, 404, 409, 410],
  },
  ({ db, url, userId, params, query }) =>
    getEmailSnippet(db, {
      videoId: params.id,
      userId,
      linkId: query.link,
      origin: publicBaseUrl(url.origin),
    }),
);
