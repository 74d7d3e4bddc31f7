import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { enhanceTextForUser } from "@/lib/ai/enhance/enhance";
import { enhanceTextResponse } from "@/lib/ai/enhance/responses";
import { enhanceTextSchema } from "@/lib/ai/enhance/schemas";

export const maxDuration = 60;

// POST /api/enhance-text: AI rewrite of a title or description, { enhancedText } (503 when AI is not configured)
export const POST = handler(
  {
    auth: "user",
    body: enhanceTextSchema,
    tag: "AI",
    summary: "AI rewrite of a title or description",
    responses: { 200: answer("The rewrite", enhanceTextResponse) },
    errors: [429, 502, 503, 504],
  },
  ({ userId, body, db }) => enhanceTextForUser(db, userId, body),
);
