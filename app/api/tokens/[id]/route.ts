import { handler } from "@/lib/api/handler";
import { revokeApiToken } from "@/lib/auth/tokens/delete";
import { tokenIdParams } from "@/lib/auth/tokens/schemas";

// DELETE /api/tokens/{id}: revokes one of the caller's API tokens; a signed-in session only
export const DELETE = handler(
  { auth: "user", apiTokens: false, params: tokenIdParams },
  async ({ db, userId, params }) => {
    await revokeApiToken(db, userId, params.id);
    return { success: true };
  },
);
