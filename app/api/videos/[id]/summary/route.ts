import { handler } from "@/lib/api/handler";
import { regenerateSummary } from "@/lib/ai/transcripts/summary-regenerate";
import { videoIdParams } from "@/lib/videos/schemas";

// POST /api/videos/{id}/summary: whoever manages the video writes its summary anew from the
// transcript (the text model, else extracted offline), replacing the current one; answers the video
export const POST = handler({ auth: "user", params: videoIdParams }, ({ db, userId, params }) =>
  regenerateSummary(db, { videoId: params.id, userId }),
);
