import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { config } from "@/lib/config";
import { unauthorized } from "@/lib/errors";
import { isCronAuthorized } from "@/lib/worker/cron";
import { createWorker } from "@/lib/worker/worker";
import { runMaintenance } from "@/lib/worker/maintenance";
import { cronReportResponse, type CronReport } from "@/lib/worker/maintenance/responses";

// A job started near the end of the budget may run past it; its lease covers a killed function.
export const maxDuration = 300;

/** New jobs are claimed for this long; the one running then is allowed to finish. */
const DRAIN_BUDGET_MS = 50_000;

// GET /api/cron/process: Vercel Cron drains the processing queue (Bearer CRON_SECRET).
// auth "none": the bearer secret must not be read as an API token.
export const GET = handler(
  {
    auth: "none",
    tag: "Operations",
    summary: "The scheduler drains the job queue (Bearer CRON_SECRET)",
    responses: { 200: answer("What ran", cronReportResponse) },
    errors: [401],
  },
  async ({ headers, db, storage }) => {
    if (!isCronAuthorized(headers.get("authorization"), config().CRON_SECRET))
      throw unauthorized("Unauthorized");
    const started = Date.now();
    const maintenance = await runMaintenance(db, storage);
    const processed = await createWorker({ db, storage }).drain(DRAIN_BUDGET_MS);
    return {
      processed,
      abandonedUploads: maintenance.abandonedUploads,
      orphanImages: maintenance.orphanImages,
      pruned: maintenance.pruned,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    } satisfies CronReport;
  },
);
