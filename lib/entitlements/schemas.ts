import "server-only";
import { z } from "zod";

/** GET /api/plan?workspace= (absent: the caller's personal workspace). */
export const planQuery = z.object({
  workspace: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
