import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { storageUsageResponse } from "@/lib/usage/responses";
import { getStorageUsage } from "@/lib/usage/storage-usage";

// GET /api/usage: the signed-in user's storage use (originals, images, uploads in progress)
export const GET = handler(
  {
    auth: "user",
    tag: "Operations",
    summary: "The caller's storage use",
    responses: { 200: answer("Usage", storageUsageResponse) },
  },
  ({ db, userId }) => getStorageUsage(db, { userId }),
);
