import "server-only";
import { z } from "zod";

const size = z.coerce.number().int().positive().max(10_000).optional();

/** GET /api/oembed: the page or embed URL, optional size bounds, and json (the only format). */
export const oembedQuery = z.object({
  url: z.string().min(1).max(2048),
  maxwidth: size,
  maxheight: size,
  format: z.string().optional(),
});
