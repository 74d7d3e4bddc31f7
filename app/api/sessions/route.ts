import { handler } from "@/lib/api/handler";
import { signOutEverywhere } from "@/lib/auth/session-version";

// DELETE /api/sessions: 'Sign out everywhere': every browser session of the caller ends (this one
// too); API tokens are kept. A signed-in session only.
export const DELETE = handler({ auth: "user", apiTokens: false }, async ({ db, userId }) => {
  await signOutEverywhere(db, userId);
  return { success: true };
});
