import { errorResponse, json } from "@/lib/api/handler";
import { config } from "@/lib/config";
import { getDb } from "@/db/client";
import { isCronAuthorized } from "@/lib/media/cron";
import { createWorker } from "@/lib/media/worker";
import { getStorage } from "@/lib/storage";
import { cleanupAbandonedSessions } from "@/lib/upload-sessions";

// A job started near the end of the budget may run past it; its lease covers a killed function.
export const maxDuration = 300;

/** New jobs are claimed for this long; the one running then is allowed to finish. */
const DRAIN_BUDGET_MS = 50_000;

// GET /api/cron/process: Vercel Cron drains the processing queue (Bearer CRON_SECRET).
// Not behind handler(): its caller resolution would read the bearer secret as an API token.
export async function GET(request: Request) {
  if (!isCronAuthorized(request.headers.get("authorization"), config().CRON_SECRET))
    return json({ message: "Unauthorized" }, 401);
  try {
    const db = await getDb();
    const storage = getStorage();
    const started = Date.now();
    const abandonedUploads = await cleanupAbandonedSessions(db, storage);
    const processed = await createWorker({ db, storage }).drain(DRAIN_BUDGET_MS);
    return json({
      processed,
      abandonedUploads,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    });
  } catch (error) {
    return errorResponse(error);
  }
}
