import { handler, json } from "@/lib/api/handler";
import { config } from "@/lib/config";
import { unauthorized } from "@/lib/errors";
import { checkHealth } from "@/lib/server/health";
import { isCronAuthorized } from "@/lib/worker/cron";

// GET /api/health: liveness without the database; ?deep=1 (Bearer CRON_SECRET) also checks the database and storage.
export const GET = handler({ auth: "none", db: false }, async ({ request }) => {
  const deep = new URL(request.url).searchParams.get("deep") === "1";
  if (!deep) return { status: "ok" };
  // A deep check opens connections and touches storage: not something anyone may trigger at will.
  if (!isCronAuthorized(request.headers.get("authorization"), config().CRON_SECRET)) {
    throw unauthorized("Deep health checks need Authorization: Bearer CRON_SECRET");
  }
  const result = await checkHealth();
  return json(result, result.status === "ok" ? 200 : 503);
});
