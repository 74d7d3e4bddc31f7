import { answer, looseObject } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { getStorageUsage } from "@/lib/usage/storage-usage";

// GET /api/usage: the signed-in user's storage use (originals, images, uploads in progress)
export const GET = handler(
  {
    auth: "user",
    tag: "Operations",
    summary: "The caller's storage use",
    responses: { 200: answer("Usage", looseObject("Storage usage")) },
  },
  ({ db, userId }) => getStorageUsage(db, { userId }),
);
