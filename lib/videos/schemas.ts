import { z } from "zod";

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const DEFAULT_TITLE = "Untitled Recording";
/** SPEC 5: durations are capped at 86400 s. */
export const DURATION_MAX = 86_400;

/** Same rule as lib/api/handler idParam, kept here so forms can import these schemas client-side. */
const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const videoIdParams = z.object({ id: idParam });
export const favoriteParams = z.object({ videoId: idParam });

export const mediaKinds = ["video", "original", "thumbnail"] as const;
export type MediaKind = (typeof mediaKinds)[number];
export const mediaParams = z.object({ id: idParam, kind: z.enum(mediaKinds) });
export const mediaQuery = z.object({
  v: z.string().max(64).optional(),
  download: z.enum(["0", "1"]).optional(),
});

/** PATCH /api/videos/{id}: any of these; the owner's stale-processing PATCH sends processingStatus. */
export const updateVideoSchema = z.object({
  title: z
    .string({ error: "Title required" })
    .trim()
    .min(1, { error: "Title required" })
    .max(TITLE_MAX, { error: `Title must be at most ${TITLE_MAX} characters` })
    .optional(),
  description: z
    .string({ error: "Description must be text" })
    .max(DESCRIPTION_MAX, { error: `Description must be at most ${DESCRIPTION_MAX} characters` })
    .optional(),
  isPrivate: z.boolean({ error: "isPrivate must be true or false" }).optional(),
  allowDownload: z.boolean({ error: "allowDownload must be true or false" }).optional(),
  // Only the client's "mark as done" is accepted; the worker owns every other transition.
  processingStatus: z
    .literal("completed", { error: "processingStatus can only be set to completed" })
    .optional(),
});
export type UpdateVideoInput = z.infer<typeof updateVideoSchema>;

const text = z.string().optional();

/** The text fields of the upload form (SPEC 3); no rule on the title beyond its default. */
export const uploadFieldsSchema = z.object({
  title: text.transform((v) => v?.trim().slice(0, TITLE_MAX) || DEFAULT_TITLE),
  description: text.transform((v) => (v ?? "").slice(0, DESCRIPTION_MAX)),
  // Recordings default to private: only an explicit "false" shares one.
  isPrivate: text.transform((v) => v?.trim().toLowerCase() !== "false"),
  // Provisional: processing measures the real duration.
  duration: text.transform((v) => {
    const n = Number.parseFloat(v ?? "");
    return Number.isFinite(n) && n > 0 ? Math.min(n, DURATION_MAX) : 0;
  }),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;
