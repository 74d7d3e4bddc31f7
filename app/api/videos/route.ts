import { handler } from "@/lib/api/handler";
import { listUserVideos } from "@/lib/videos/library";

// GET /api/videos: the caller's own videos, newest first ([] when not signed in)
export const GET = handler({ auth: "viewer" }, async ({ db, viewerId }) =>
  viewerId ? listUserVideos(db, viewerId) : [],
);
