import { answer, success } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { revokeApiToken } from "@/lib/auth/tokens/delete";
import { tokenIdParams } from "@/lib/auth/tokens/schemas";

// DELETE /api/tokens/{id}: revokes one of the caller's API tokens; a signed-in session only
export const DELETE = handler(
  {
    auth: "user",
    apiTokens: false,
    params: tokenIdParams,
    tag: "Identity",
    summary: "Revoke one of the caller's API tokens",
    responses: { 200: answer("Revoked", success) },
    errors: [404],
  },
  async ({ db, userId, params }) => {
    await revokeApiToken(db, userId, params.id);
    return { success: true };
  },
);
