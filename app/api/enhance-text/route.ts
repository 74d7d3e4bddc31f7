import { serviceUnavailable } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/caller";
import { enhanceTextSchema } from "@/lib/metadata/enhance";

// POST /api/enhance-text: AI rewrite of a title or description (until AI is wired: 503)
export const POST = handler({ body: enhanceTextSchema }, async ({ caller }) => {
  requireUser(caller);
  throw serviceUnavailable("AI is not configured: set OPENAI_API_KEY to enable enhancement.");
});
