import "server-only";
import { z } from "zod";

/** Most cuts one edit may send. */
export const MAX_CUTS = 200;

const seconds = z
  .number({ error: "cuts must be pairs of numbers of seconds" })
  .finite({ error: "cuts must be pairs of numbers of seconds" });

/** POST /api/videos/{id}/edit: ranges to remove, in seconds of the video as it plays now. */
export const editVideoSchema = z.object({
  cuts: z
    .array(z.tuple([seconds, seconds], { error: "each cut is [from, to] in seconds" }), {
      error: "cuts must be a list of [from, to] pairs",
    })
    .min(1, { error: "give at least one range to cut" })
    .max(MAX_CUTS, { error: `at most ${MAX_CUTS} cuts` }),
});
export type EditVideoInput = z.infer<typeof editVideoSchema>;
