import { answer } from "@/lib/api/contract";
import { supportRequestResponse } from "@/lib/support/responses";
import { handler, json } from "@/lib/api/handler";
import { createSupportRequest } from "@/lib/support/create";
import { createSupportRequestSchema } from "@/lib/support/schemas";

// POST /api/support: a signed-in user asks the support team for help; both emails are queued
export const POST = handler(
  {
    auth: "user",
    body: createSupportRequestSchema,
    tag: "Support",
    summary:
      "Ask the support team for help; emailed to them (priority on Pro) and confirmed to the " +
      "caller",
    responses: { 201: answer("The request", supportRequestResponse) },
    errors: [404, 429],
  },
  async ({ db, userId, body }) =>
    json(await createSupportRequest(db, { userId, input: body }), 201),
);
