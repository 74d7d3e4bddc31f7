import { handler } from "@/lib/api/handler";
import { getFavoriteState, setFavorite } from "@/lib/videos/favorites";
import { favoriteParams } from "@/lib/videos/schemas";

// GET /api/favorites/{videoId}: { isFavorite } ({ isFavorite: false } when not signed in)
export const GET = handler(
  { auth: "viewer", params: favoriteParams },
  async ({ db, viewerId, params }) =>
    viewerId
      ? getFavoriteState(db, { userId: viewerId, videoId: params.videoId })
      : { isFavorite: false },
);

// POST /api/favorites/{videoId}: favourite a visible video (idempotent)
export const POST = handler({ auth: "user", params: favoriteParams }, ({ db, userId, params }) =>
  setFavorite(db, { userId, videoId: params.videoId, favorite: true }),
);

// DELETE /api/favorites/{videoId}: remove the favourite (idempotent)
export const DELETE = handler({ auth: "user", params: favoriteParams }, ({ db, userId, params }) =>
  setFavorite(db, { userId, videoId: params.videoId, favorite: false }),
);
