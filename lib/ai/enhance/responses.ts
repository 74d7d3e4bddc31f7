import { z } from "zod";

/** POST /api/enhance-text: the AI's rewrite of the title or description. */
export const enhanceTextResponse = z.strictObject({
  enhancedText: z
    .string()
    .describe("The rewrite: up to 120 characters for a title, 5000 for a description"),
});

export type EnhanceTextResponse = z.infer<typeof enhanceTextResponse>;
