import "server-only";
import { z } from "zod";
import { ACCENT_COLOR_MESSAGE, ACCENT_COLOR_PATTERN } from "./shared";

/** PATCH /api/workspaces/{wid}/branding: null clears the accent. */
export const brandingPatchSchema = z.object({
  accentColor: z
    .string({ error: ACCENT_COLOR_MESSAGE })
    .trim()
    .regex(ACCENT_COLOR_PATTERN, { error: ACCENT_COLOR_MESSAGE })
    .transform((value) => value.toLowerCase())
    .nullable(),
});

/** GET /api/workspaces/{wid}/branding/logo?v=: the version the URL was made for. */
export const logoQuery = z.object({ v: z.string().max(200).optional() });
