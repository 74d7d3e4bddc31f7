import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { countViewAndAlert } from "@/lib/audience/count-view";
import { viewCount } from "@/lib/audience/view-responses";
import { videoIdParams } from "@/lib/videos/schemas";

// POST /api/videos/{id}/view: count a view (never the owner's; once per viewer per 30 minutes; at
// most 100 a day per address when not signed in) and answer { views }; a browser that opened a
// tracked link counts as its recipient, and an identified viewer's view tells the owner at once
export const POST = handler(
  {
    auth: "viewer",
    params: videoIdParams,
    video: "viewer",
    tag: "Videos",
    summary: "Count a view (never the owner's; once per viewer per 30 minutes)",
    responses: { 200: answer("The view count", viewCount) },
    errors: [404, 410, 429],
  },
  ({ headers, db, caller, viewerId, video }) =>
    countViewAndAlert(db, { caller, headers, viewerId, video: video.video }),
);
