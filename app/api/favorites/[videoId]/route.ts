import { handler } from "@/lib/api/handler";
import { getFavoriteState, setFavorite } from "@/lib/videos/favorites";
import { favoriteParams } from "@/lib/videos/schemas";
import { unlockOf } from "@/lib/videos/unlock-cookie";

// GET /api/favorites/{videoId}: { isFavorite } ({ isFavorite: false } when not signed in; 404 for a video the caller may not see)
export const GET = handler({ auth: "viewer", params: favoriteParams }, ({ db, viewerId, params }) =>
  getFavoriteState(db, { userId: viewerId, videoId: params.videoId }),
);

// POST /api/favorites/{videoId}: favourite a visible video (idempotent)
export const POST = handler(
  { auth: "user", params: favoriteParams },
  ({ request, db, userId, params }) =>
    setFavorite(db, {
      userId,
      videoId: params.videoId,
      favorite: true,
      unlock: unlockOf(request, params.videoId),
    }),
);

// DELETE /api/favorites/{videoId}: remove the favourite (idempotent)
export const DELETE = handler({ auth: "user", params: favoriteParams }, ({ db, userId, params }) =>
  setFavorite(db, { userId, videoId: params.videoId, favorite: false }),
);
