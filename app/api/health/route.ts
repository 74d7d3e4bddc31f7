import { json } from "@/lib/api/handler";
import { config } from "@/lib/config";
import { checkHealth } from "@/lib/health";
import { isCronAuthorized } from "@/lib/media/cron";

// GET /api/health: liveness without the database; ?deep=1 (Bearer CRON_SECRET) also checks the database and storage.
export async function GET(request: Request) {
  const deep = new URL(request.url).searchParams.get("deep") === "1";
  if (!deep) return json({ status: "ok" });
  // A deep check opens connections and touches storage: not something anyone may trigger at will.
  if (!isCronAuthorized(request.headers.get("authorization"), config().CRON_SECRET)) {
    return json({ message: "Deep health checks need Authorization: Bearer CRON_SECRET" }, 401);
  }
  const result = await checkHealth();
  return json(result, result.status === "ok" ? 200 : 503);
}
