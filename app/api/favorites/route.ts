import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { videoList } from "@/lib/videos/responses";
import { listFavoriteVideos } from "@/lib/videos/favorites";

// GET /api/favorites: the caller's favourited videos they may still see ([] when not signed in)
export const GET = handler(
  {
    auth: "viewer",
    tag: "Favourites",
    summary: "The caller's favourited videos ([] when not signed in)",
    responses: { 200: answer("Videos", videoList) },
  },
  async ({ db, viewerId }) => (viewerId ? listFavoriteVideos(db, viewerId) : []),
);
