import { z } from "zod";

const count = z.number().int().nonnegative();

/** GET /api/cron/process: what the maintenance removed and how many jobs ran. */
export const cronReportResponse = z.strictObject({
  processed: count.describe("Jobs run while draining the queue"),
  abandonedUploads: count.describe("Upload sessions untouched for a day, removed"),
  orphanImages: count.describe(
    "Attachment images uploaded over a day ago, never attached, removed",
  ),
  pruned: z
    .strictObject({ jobs: count, views: count, stripeEvents: count })
    .describe("Finished jobs, counted views and handled Stripe events older than 90 days, deleted"),
  seconds: z.number().nonnegative().describe("How long it ran, to a tenth of a second"),
});

export type CronReport = z.infer<typeof cronReportResponse>;
