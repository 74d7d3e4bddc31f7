import "server-only";
import { z } from "zod";

/** POST /api/create-subscription and the test-mode confirmation: the plan is checked by the domain ("Invalid plan"). */
export const planBody = z.object({ planId: z.string().trim().max(50) });
