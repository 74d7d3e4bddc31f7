import { handler } from "@/lib/api/handler";
import { listFavoriteVideos } from "@/lib/videos/favorites";

// GET /api/favorites: the caller's favourited videos they may still see ([] when not signed in)
export const GET = handler({ auth: "viewer" }, async ({ db, viewerId }) =>
  viewerId ? listFavoriteVideos(db, viewerId) : [],
);
