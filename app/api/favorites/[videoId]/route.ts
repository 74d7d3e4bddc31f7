import { z } from "zod";
import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { addFavorite, getFavoriteState, removeFavorite } from "@/lib/videos/favorites";
import { favoriteParams } from "@/lib/videos/schemas";

// GET /api/favorites/{videoId}: { isFavorite } ({ isFavorite: false } when not signed in; 404 for a video the caller may not see)
export const GET = handler(
  {
    auth: "viewer",
    params: favoriteParams,
    tag: "Favourites",
    summary: "Whether the caller favourited a video",
    responses: { 200: answer("State", z.strictObject({ isFavorite: z.boolean() })) },
    errors: [404],
  },
  ({ db, viewerId, params }) => getFavoriteState(db, { userId: viewerId, videoId: params.videoId }),
);

// POST /api/favorites/{videoId}: favourite a video the caller may watch (idempotent)
export const POST = handler(
  {
    auth: "user",
    params: favoriteParams,
    video: "viewer",
    tag: "Favourites",
    summary: "Favourite a visible video",
    responses: { 200: answer("State", z.strictObject({ isFavorite: z.boolean() })) },
    errors: [404],
  },
  ({ db, userId, params }) => addFavorite(db, { userId, videoId: params.videoId }),
);

// DELETE /api/favorites/{videoId}: remove the favourite (idempotent)
export const DELETE = handler(
  {
    auth: "user",
    params: favoriteParams,
    tag: "Favourites",
    summary: "Remove the favourite",
    responses: { 200: answer("State", z.strictObject({ isFavorite: z.boolean() })) },
    errors: [404],
  },
  ({ db, userId, params }) => removeFavorite(db, { userId, videoId: params.videoId }),
);
