import { z } from "zod";

/**
 * The JSON answers of the share page's own calls: counting a view, and greeting a tracked link's
 * recipient. A plain module (zod only): the share page imports its types.
 */

/** POST /api/videos/{id}/view. */
export const viewCount = z.strictObject({
  views: z.number().int().describe("The video's view count, this view included when it counted"),
});

/** POST /api/videos/{id}/recipient: what the share page greets the recipient with. */
export const recipientGreeting = z.strictObject({
  recipientName: z.string().describe("Who the tracked link was made for"),
  note: z.string().nullable().describe("The owner's note to them; null: none"),
});

/** POST /api/videos/{id}/open. */
export const openAnswer = z.strictObject({
  opened: z
    .boolean()
    .describe(
      "Whether this open counted (not the owner's or a member's, not a repeat inside 30 minutes)",
    ),
});
