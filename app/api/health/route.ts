import { handler, json } from "@/lib/api/handler";
import { checkHealth } from "@/lib/health";

// GET /api/health: liveness without the database; ?deep=1 also checks the database and storage.
export const GET = handler({ auth: "none", db: false }, async ({ request }) => {
  const deep = new URL(request.url).searchParams.get("deep") === "1";
  if (!deep) return { status: "ok" };
  const result = await checkHealth();
  return json(result, result.status === "ok" ? 200 : 503);
});
