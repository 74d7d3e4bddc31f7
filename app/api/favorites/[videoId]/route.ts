import { handler } from "@/lib/api/handler";
import { getCallerFavorite, setCallerFavorite } from "@/lib/videos/favorites";
import { favoriteParams } from "@/lib/videos/schemas";

// GET /api/favorites/{videoId}: { isFavorite } ({ isFavorite: false } when not signed in)
export const GET = handler({ auth: "viewer", params: favoriteParams }, ({ caller, params }) =>
  getCallerFavorite(caller, params.videoId),
);

// POST /api/favorites/{videoId}: favourite a visible video (idempotent)
export const POST = handler({ auth: "viewer", params: favoriteParams }, ({ caller, params }) =>
  setCallerFavorite(caller, params.videoId, true),
);

// DELETE /api/favorites/{videoId}: remove the favourite (idempotent)
export const DELETE = handler({ auth: "viewer", params: favoriteParams }, ({ caller, params }) =>
  setCallerFavorite(caller, params.videoId, false),
);
