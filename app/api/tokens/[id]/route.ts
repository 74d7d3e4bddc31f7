import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { revokeApiToken } from "@/lib/auth/api-tokens";
import { requireUser } from "@/lib/auth/caller";
import { getDb } from "@/db/client";

// DELETE /api/tokens/{id}: revokes one of the caller's API tokens
export const DELETE = handler(
  { auth: "viewer", params: z.object({ id: z.uuid() }) },
  async ({ caller, params }) => {
    await revokeApiToken(await getDb(), requireUser(caller), params.id);
    return { success: true };
  },
);
