import { handler } from "@/lib/api/handler";
import { getStorageUsage } from "@/lib/usage/storage-usage";

// GET /api/usage: the signed-in user's storage use (originals, images, uploads in progress)
export const GET = handler({ auth: "user" }, ({ db, userId }) => getStorageUsage(db, { userId }));
