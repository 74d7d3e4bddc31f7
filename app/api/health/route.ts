import { checkHealth } from "@/lib/health";

// GET /api/health: liveness without the database; ?deep=1 also checks the database and storage.
export async function GET(request: Request) {
  const deep = new URL(request.url).searchParams.get("deep") === "1";
  if (!deep) return Response.json({ status: "ok" });
  const result = await checkHealth();
  return Response.json(result, { status: result.status === "ok" ? 200 : 503 });
}
