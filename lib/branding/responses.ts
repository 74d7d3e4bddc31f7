import { z } from "zod";

/**
 * What members read in workspace settings: GET /api/workspaces/{wid}/branding, and what its PATCH
 * and the logo's PUT and DELETE answer.
 */
export const brandingResponse = z.strictObject({
  workspaceId: z.number().int(),
  accentColor: z.string().nullable().describe("`#rrggbb`, or null without an accent"),
  logoUrl: z
    .string()
    .nullable()
    .describe("The logo's public, versioned path (long-cached); null without a logo"),
  enabled: z
    .boolean()
    .describe(
      "Whether the workspace's plan shows the branding (Pro Annual); a downgraded workspace " +
        "keeps it stored, unshown",
    ),
  updatedAt: z.iso.datetime().nullable().describe("The last change; null if never set"),
});

export type BrandingResponse = z.infer<typeof brandingResponse>;
