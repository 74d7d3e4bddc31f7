import { handler } from "@/lib/api/handler";
import { listRecentUserVideos } from "@/lib/videos/library";

// GET /api/videos/recent: the caller's 10 newest videos ([] when not signed in)
export const GET = handler({ auth: "viewer" }, async ({ db, viewerId }) =>
  viewerId ? listRecentUserVideos(db, viewerId) : [],
);
