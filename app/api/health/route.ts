import { z } from "zod";
import { answer } from "@/lib/api/contract";
import { handler, json } from "@/lib/api/handler";
import { config } from "@/lib/config";
import { unauthorized } from "@/lib/errors";
import { checkHealth } from "@/lib/server/health";
import { healthFailureResponse, healthResponse } from "@/lib/server/responses";
import { isCronAuthorized } from "@/lib/worker/cron";

// GET /api/health: liveness without the database; ?deep=1 (Bearer CRON_SECRET) also checks the database and storage.
export const GET = handler(
  {
    auth: "none",
    db: false,
    // Any other value is a plain liveness check, as it always was: never a 400.
    query: z.object({
      deep: z
        .literal("1")
        .optional()
        .catch(undefined)
        .meta({ type: "string", enum: ["1"] }),
    }),
    tag: "Operations",
    summary: "Liveness; ?deep=1 with Bearer CRON_SECRET also checks the database and storage",
    responses: {
      200: answer("Healthy", healthResponse),
      503: answer("A deep check failed", healthFailureResponse),
    },
    errors: [401],
  },
  async ({ headers, query }) => {
    if (query.deep !== "1") return { status: "ok" };
    // A deep check opens connections and touches storage: not something anyone may trigger at will.
    if (!isCronAuthorized(headers.get("authorization"), config().CRON_SECRET)) {
      throw unauthorized("Deep health checks need Authorization: Bearer CRON_SECRET");
    }
    const result = await checkHealth();
    return json(result, result.status === "ok" ? 200 : 503);
  },
);
