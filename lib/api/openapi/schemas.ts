import "server-only";
import { z } from "zod";
import { ERROR_CODES } from "@/lib/errors";

/** The body of every error answer; `code` is the closed list of lib/errors.ts. */
export const errorBodySchema = z
  .strictObject({
    message: z.string().describe("For people; may be reworded. Branch on `code`."),
    code: z
      .enum(ERROR_CODES)
      .describe("Stable, snake_case: see the codes table in docs/api.md.")
      .meta({ id: "ErrorCode" }),
    details: z
      .strictObject({
        videoCount: z
          .number()
          .int()
          .optional()
          .describe("`workspace_not_empty`: the videos deleting the workspace would delete"),
      })
      .optional()
      .describe("Facts the refusal names, for clients to show without reading the message"),
  })
  .meta({ id: "Error" });
