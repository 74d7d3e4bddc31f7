import "server-only";
import { z } from "zod";

/** PATCH /api/settings/notifications: any of the kinds, at least one. */
export const updateEmailPreferencesSchema = z
  .object({
    comments: z.boolean(),
    replies: z.boolean(),
    trackedViews: z.boolean(),
    digest: z.boolean(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, {
    error: "send at least one of comments, replies, trackedViews, digest (true or false)",
  });

/** POST /api/unsubscribe?token= */
export const unsubscribeQuery = z.object({
  token: z.string({ error: "the unsubscribe link's token is required" }).min(1).max(1000),
});
