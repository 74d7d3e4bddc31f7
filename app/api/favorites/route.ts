import { handler } from "@/lib/api/handler";
import { listCallerFavorites } from "@/lib/videos/favorites";

// GET /api/favorites: the caller's favourited videos they may still see ([] when not signed in)
export const GET = handler({ auth: "viewer" }, ({ caller }) => listCallerFavorites(caller));
