import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { videoList } from "@/lib/videos/responses";
import { listRecentUserVideos } from "@/lib/videos/library";

// GET /api/videos/recent: the caller's 10 newest videos ([] when not signed in)
export const GET = handler(
  {
    auth: "viewer",
    tag: "Videos",
    summary: "The caller's 10 newest videos",
    responses: { 200: answer("Videos", videoList) },
  },
  async ({ db, viewerId }) => (viewerId ? listRecentUserVideos(db, viewerId) : []),
);
