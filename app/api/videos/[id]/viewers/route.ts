import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { forgetViewer } from "@/lib/audience/forget-viewer";
import { viewerKeyQuery } from "@/lib/audience/schemas";
import { videoIdParams } from "@/lib/videos/schemas";

// DELETE /api/videos/{id}/viewers?key={key}: the owner erases one viewer's record (the `key` of
// an insights viewer); 204, also for a key already gone; 404 for anyone else
export const DELETE = handler(
  {
    auth: "user",
    params: videoIdParams,
    query: viewerKeyQuery,
    tag: "Insights",
    summary: "The owner erases one viewer's record (sessions, views, click)",
    responses: { 204: answer("Erased") },
    errors: [404],
  },
  async ({ db, userId, params, query }) => {
    await forgetViewer(db, { videoId: params.id, userId, key: query.key });
    return new Response(null, { status: 204 });
  },
);
