import { z } from "zod";
import type { EditStatus } from "@/db/schema/edits";
import type { SameType } from "@/lib/utils";

// The column's union, repeated here (db/schema is not a plain module); a drift fails to compile.
const EDIT_STATUSES = ["idle", "rendering", "failed"] as const;
export const editStatusesMatchColumn: SameType<(typeof EDIT_STATUSES)[number], EditStatus> = true;

/**
 * The JSON answers of the owner's edit routes: the edit's state, and the cuts the transcript
 * proposes. A plain module (zod only): the browser's editor imports its types.
 */

/** One range removed, [from, to] in seconds. */
// The lengths are said outright: a JSON Schema tuple without them admits longer arrays.
const cut = z
  .tuple([z.number(), z.number()])
  .meta({ minItems: 2, maxItems: 2 })
  .describe("[from, to] in seconds");

export const editState = z.strictObject({
  status: z
    .enum(EDIT_STATUSES)
    .describe("rendering: a job is making the new MP4; failed: the last render failed (see error)"),
  cuts: z.array(cut).describe("The cuts the video plays with, in seconds of the original"),
  pendingCuts: z
    .array(cut)
    .nullable()
    .describe("The cuts being rendered (or that failed), in seconds of the original; null: none"),
  originalDuration: z.number().describe("The unedited video's duration in seconds"),
  duration: z.number().describe("What plays now, or will once the render is done, in seconds"),
  error: z.string().nullable().describe("Why the last render failed; null: it did not"),
});

/** Where the owner's edit of a video stands (GET /api/videos/{id}/edit). */
export type EditState = z.infer<typeof editState>;

/** A proposed cut, in seconds as the video plays now. */
export const cutProposal = z.strictObject({
  start: z.number(),
  end: z.number(),
  reason: z.enum(["filler", "repeat", "silence"]),
  text: z.string().optional().describe("The filler or repeated word (absent for a pause)"),
});

export const cutProposals = z.strictObject({
  fillers: z.array(cutProposal).describe("Filler words and repeats, from word timings"),
  silences: z.array(cutProposal).describe("Pauses of at least `silence` seconds"),
});
