import { z } from "zod";

/** What POST /api/support answers (201). */
export const supportRequestResponse = z.strictObject({
  id: z.number().int(),
  subject: z.string(),
  priority: z
    .boolean()
    .describe("The plan includes priority support: the team sees the request marked priority"),
  createdAt: z.iso.datetime(),
});

export type SupportRequestResponse = z.infer<typeof supportRequestResponse>;
