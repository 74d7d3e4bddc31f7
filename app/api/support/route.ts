import { handler, json } from "@/lib/api/handler";
import { createSupportRequest } from "@/lib/support/create";
import { createSupportRequestSchema } from "@/lib/support/schemas";

// POST /api/support: a signed-in user asks the support team for help; both emails are queued
export const POST = handler(
  { auth: "user", body: createSupportRequestSchema },
  async ({ db, userId, body }) =>
    json(await createSupportRequest(db, { userId, input: body }), 201),
);
