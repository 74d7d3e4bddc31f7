import "server-only";

/** The zod schemas the route declarations share: the error body, prose bodies, `{ id }` params. */
import { z } from "zod";
import { idParam } from "@/lib/api/handler";
import { ERROR_CODES } from "@/lib/errors";

/** The body of every error answer; `code` is the closed list of lib/errors.ts. */
export const errorBodySchema = z
  .object({
    message: z.string().describe("For people; may be reworded. Branch on `code`."),
    code: z
      .enum(ERROR_CODES)
      .describe("Stable, snake_case: see the codes table in docs/api.md.")
      .meta({ id: "ErrorCode" }),
  })
  .meta({ id: "Error" });

/** A JSON body described in prose where the route has no zod schema of its answer. */
export const looseObject = (description: string) => z.looseObject({}).describe(description);
export const looseArray = (description: string) => z.array(z.looseObject({})).describe(description);
export const success = z.object({ success: z.literal(true) });

/**
 * `{ id }` path parameters that some routes declare inline as `z.object({ id: idParam })`: built
 * from the same `idParam` the handler parses with (route files can't be imported from lib/).
 */
export const idParams = z.object({ id: idParam });
export const commentIdParams = z.object({ commentId: idParam });
