import { z } from "zod";

/** One viewer of GET /api/videos/{id}/insights: who, how far, and whether they clicked. */
export const insightsViewerResponse = z.strictObject({
  key: z.string().describe("Opaque; names the viewer for DELETE /api/videos/{id}/viewers?key="),
  name: z
    .string()
    .describe(
      "The account's name, the tracked link's recipient, the name (else the email) given at the " +
        "email gate, else 'Anonymous viewer N'",
    ),
  user: z
    .strictObject({ id: z.string(), name: z.string(), image: z.string().nullable() })
    .nullable()
    .describe("The signed-in viewer's account, else null"),
  recipient: z
    .strictObject({
      name: z.string(),
      email: z.string().nullable(),
      company: z.string().nullable(),
    })
    .nullable()
    .describe("The tracked link's recipient, as the owner entered them, else null"),
  gated: z
    .strictObject({ email: z.string(), name: z.string().nullable() })
    .nullable()
    .describe("What the viewer gave at the email gate, else null"),
  percentWatched: z
    .number()
    .describe("The viewer's best session, percent of the video, one decimal"),
  opens: z
    .number()
    .int()
    .describe(
      "This viewer's page opens, a mail scanner's or a preview bot's included (once per 30 minutes); a view needs real playback",
    ),

  completed: z.boolean().describe("The best session watched at least 90%"),
  ctaClicked: z.boolean(),
  firstViewedAt: z.iso.datetime(),
  lastWatchedAt: z.iso.datetime(),
});

/** Viewers who watched at least a quarter, half, three quarters and (100) completed. */
export const viewerFunnelResponse = z.strictObject({
  25: z.number().int(),
  50: z.number().int(),
  75: z.number().int(),
  100: z.number().int(),
});

/** GET /api/videos/{id}/insights (docs/api.md#get-apivideosidinsights). */
export const videoInsightsResponse = z.strictObject({
  views: z.number().int().describe("The video's view count, as POST /view counts it"),
  uniqueViewers: z.number().int().describe("Distinct viewers, keyed as POST /view keys them"),
  opens: z
    .number()
    .int()
    .describe(
      "Page opens, a mail scanner's or a preview bot's included (once per 30 minutes); a view needs real playback",
    ),
  openedNotPlayed: z
    .number()
    .int()
    .describe("Openers (keyed as views are) whose view never counted: opened, not played"),
  watchSeconds: z.number().describe("The sum of the watch sessions' watched seconds"),
  averagePercentWatched: z.number().describe("0 to 100, over watch sessions"),
  completionRate: z.number().describe("0 to 1: the share of sessions that watched at least 90%"),
  retention: z
    .array(z.number())
    .describe("100 numbers from 0 to 1: the share of sessions that watched each 1% of the video"),
  ctaClicks: z.number().int().describe("Clicks on the call to action by viewers (not the owner)"),
  badgeClicks: z
    .number()
    .int()
    .describe("Clicks on the 'Made with Demoreel' badge, counted the same way"),
  viewers: z.array(insightsViewerResponse).describe("Newest first, at most 100"),
  funnel: viewerFunnelResponse
    .nullable()
    .describe("Advanced analytics (Pro Annual): null without them"),
  ctaConversion: z
    .number()
    .nullable()
    .describe("Viewers who clicked the call to action over unique viewers, 0 to 1; null as funnel"),
});

/** One line of GET /api/videos/{id}/links: a tracked link and what its recipient did. */
export const trackedLinkSummaryResponse = z.strictObject({
  id: z.number().int(),
  recipientName: z.string(),
  recipientEmail: z.string().nullable(),
  company: z.string().nullable(),
  note: z.string().nullable().describe("Shown to the recipient"),
  url: z
    .string()
    .nullable()
    .describe(
      "The link, to copy again; null once revoked, or for a link made before links were kept",
    ),
  createdAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
  views: z.number().int().describe("Counted as POST /view counts them"),
  opens: z
    .number()
    .int()
    .describe(
      "The link's page opens, a mail scanner's or a preview bot's included (once per 30 minutes); a view needs real playback",
    ),

  percentWatched: z
    .number()
    .describe("The recipient's best session, percent of the video, one decimal"),
  completed: z.boolean().describe("The best session watched at least 90%"),
  ctaClicked: z.boolean(),
  firstViewedAt: z.iso.datetime().nullable(),
  lastViewedAt: z.iso.datetime().nullable(),
});

/** GET /api/videos/{id}/links: newest first, revoked ones included. */
export const trackedLinksResponse = z.array(trackedLinkSummaryResponse);

/** POST /api/videos/{id}/links: the token is shown this once (only its hash is kept). */
export const createdLinkResponse = z.strictObject({
  id: z.number().int(),
  token: z.string().describe("192 random bits; shown this once"),
  url: z.string().describe("The share URL that attributes to this recipient (`?r={token}`)"),
});

/** GET /api/videos/{id}/email-snippet: markup to paste into an email. */
export const emailSnippetResponse = z.strictObject({
  html: z
    .string()
    .describe(
      "The preview GIF linked to the URL, the title, the length and a 'Watch the video' link",
    ),
  text: z.string().describe("The plain-text part: title, length and URL"),
});

export type InsightsViewer = z.infer<typeof insightsViewerResponse>;
export type ViewerFunnel = z.infer<typeof viewerFunnelResponse>;
export type VideoInsights = z.infer<typeof videoInsightsResponse>;
export type TrackedLinkSummary = z.infer<typeof trackedLinkSummaryResponse>;
export type CreatedLink = z.infer<typeof createdLinkResponse>;

/** POST /api/videos/{id}/links/bulk: every link made, in the list's order. */
export const bulkLinksResponse = z.strictObject({
  links: z.array(
    z.strictObject({
      id: z.number().int(),
      recipientName: z.string(),
      url: z.string().describe("The recipient's tracked URL"),
      gifUrl: z.string().describe("The recipient's own preview GIF"),
      snippet: emailSnippetResponse,
    }),
  ),
});
