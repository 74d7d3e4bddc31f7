import "server-only";
import { z } from "zod";

/** POST /api/enhance-text: the text to improve, which field it is, and optional context. */
export const enhanceTextSchema = z.object({
  text: z.string().trim().min(1, "Text required").max(5000),
  type: z.enum(["title", "description"]),
  context: z.string().max(5000).optional(),
});
export type EnhanceTextInput = z.infer<typeof enhanceTextSchema>;
