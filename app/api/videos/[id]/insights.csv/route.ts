import { text } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { insightsCsv } from "@/lib/audience/insights-csv";
import { videoIdParams } from "@/lib/videos/schemas";

// GET /api/videos/{id}/insights.csv: one row per viewer (identity, percent watched, completed,
// CTA clicked, first and last view) as a download; the owner only, else 404; 403 without Pro Annual
export const GET = handler(
  {
    auth: "user",
    params: videoIdParams,
    tag: "Insights",
    summary: "One CSV row per viewer: identity, percent, completion, click (Pro Annual)",
    responses: { 200: text("text/csv", "The viewers, a header row first") },
    errors: [403, 404],
  },
  async ({ db, userId, params }) => {
    const csv = await insightsCsv(db, { videoId: params.id, userId });
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="video-${params.id}-viewers.csv"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);
