import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { openVideo } from "@/lib/audience/opens";
import { openAnswer } from "@/lib/audience/view-responses";
import { videoIdParams } from "@/lib/videos/schemas";

// POST /api/videos/{id}/open: the share page was opened (nothing played yet). Views count only
// after real playback (POST /view); an open is what a page load, a mail scanner or a preview bot
// makes, and raises no alert, email or webhook.
export const POST = handler(
  {
    auth: "viewer",
    params: videoIdParams,
    video: "viewer",
    tag: "Videos",
    summary: "Record that the share page was opened (not a view)",
    responses: { 200: answer("Whether the open counted", openAnswer) },
    errors: [404, 410, 429],
  },
  ({ headers, db, caller, video }) => openVideo(db, { caller, headers, video: video.video }),
);
