import { answer, success } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { signOutEverywhere } from "@/lib/auth/session-version";

// DELETE /api/sessions: 'Sign out everywhere': every browser session of the caller ends (this one
// too); API tokens are kept. A signed-in session only.
export const DELETE = handler(
  {
    auth: "user",
    apiTokens: false,
    tag: "Identity",
    summary: "Sign out everywhere: every browser session of the caller ends",
    responses: { 200: answer("Done", success) },
  },
  async ({ db, userId }) => {
    await signOutEverywhere(db, userId);
    return { success: true };
  },
);
