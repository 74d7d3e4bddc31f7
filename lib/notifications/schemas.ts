import "server-only";
import { z } from "zod";

export const listNotificationsQuery = z.object({ cursor: z.string().max(200).optional() });

const notificationId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** POST /api/notifications/read: `{ ids: [...] }` or `{ all: true }`. */
export const markReadSchema = z.union(
  [
    z.object({ ids: z.array(notificationId).min(1).max(100) }).strict(),
    z.object({ all: z.literal(true) }).strict(),
  ],
  { error: "send { ids: [numbers] } or { all: true }" },
);
