import "server-only";
import { z } from "zod";
import { parsePublicHttpsUrl } from "@/lib/urls/safe-url";
import { videoVisibilities } from "@/db/schema";
import { CTA_LABEL_MAX, PASSWORD_MAX, PASSWORD_MIN, SUMMARY_MAX } from "@/lib/videos/shared";

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const DEFAULT_TITLE = "Untitled Recording";
/**
 * Durations are capped at 86400 s, one day (docs/product/limits-and-constants.md#duration-display).
 */
export const DURATION_MAX = 86_400;

/** Same rule as lib/api/handler idParam, kept here so forms can import these schemas client-side. */
const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** An id in a JSON body: a number as the API answers it, never coerced from other types. */
const bodyId = (error: string) =>
  z.number({ error }).int({ error }).positive({ error }).max(Number.MAX_SAFE_INTEGER, { error });

/**
 * GET /api/videos: without `workspace`, the caller's own videos; with it, that workspace's library
 * (`folder`: a folder id, or `root` for the videos in no folder; absent: all of them).
 */
export const videoListQuery = z.object({
  /** Words to look for in titles, descriptions and what is said (the caller's own videos). */
  q: z.string().max(200).optional(),
  workspace: idParam.optional(),
  folder: z
    .union([z.literal("root"), idParam], { error: "folder must be a folder id or root" })
    .optional(),
});
export type VideoListQuery = z.output<typeof videoListQuery>;

export const videoIdParams = z.object({ id: idParam });
export const favoriteParams = z.object({ videoId: idParam });

export const mediaKinds = ["video", "original", "thumbnail"] as const;
export type MediaKind = (typeof mediaKinds)[number];
export const mediaParams = z.object({ id: idParam, kind: z.enum(mediaKinds) });
export const mediaQuery = z.object({
  v: z.string().max(64).optional(),
  download: z.enum(["0", "1"]).optional(),
});

const CTA_URL_MAX = 2048;

const passwordSchema = z
  .string({ error: "The password must be text, or null to remove it." })
  .min(PASSWORD_MIN, { error: `The password must be at least ${PASSWORD_MIN} characters.` })
  .max(PASSWORD_MAX, { error: `The password must be at most ${PASSWORD_MAX} characters.` })
  .nullable();

/** A date alone means the end of that day (UTC); a date-time needs its offset. */
const expiresAtSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], {
    error: "The expiry must be a date, or null for a link that never expires.",
  })
  .transform((value) => new Date(value.length === 10 ? `${value}T23:59:59.999Z` : value))
  .refine((date) => date.getTime() > Date.now(), {
    error: "The expiry date must be in the future.",
  })
  .nullable();

const ctaSchema = z
  .object(
    {
      label: z
        .string({ error: "The button needs a label." })
        .trim()
        .min(1, { error: "The button needs a label." })
        .max(CTA_LABEL_MAX, {
          error: `The button label must be at most ${CTA_LABEL_MAX} characters.`,
        }),
      url: z
        .string({ error: "The button needs a link." })
        .trim()
        .max(CTA_URL_MAX, { error: `The button link must be at most ${CTA_URL_MAX} characters.` })
        .transform((value, ctx) => {
          // The same rule as attachment embeds: https, no credentials, a public host.
          const url = parsePublicHttpsUrl(value);
          if (url) return url.toString();
          ctx.addIssue({
            code: "custom",
            message: "The button link must be an https address on a public website.",
          });
          return z.NEVER;
        }),
    },
    { error: "The call to action must be a button label and link, or null for none." },
  )
  .strict()
  .nullable();

/** POST /api/videos/{id}/unlock; any length up to the maximum, so a wrong guess is a plain 403. */
export const unlockSchema = z.object({
  password: z
    .string({ error: "password required" })
    .min(1, { error: "password required" })
    .max(PASSWORD_MAX, { error: `password must be at most ${PASSWORD_MAX} characters` }),
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
  // The owner's own words: automatic summaries never replace them. Empty or null clears it.
  summary: z
    .string({ error: "Summary must be text" })
    .trim()
    .max(SUMMARY_MAX, { error: `Summary must be at most ${SUMMARY_MAX} characters` })
    .nullable()
    .optional(),
  isPrivate: z.boolean({ error: "isPrivate must be true or false" }).optional(),
  visibility: z
    .enum(videoVisibilities, { error: "visibility must be private, workspace or public" })
    .optional(),
  folderId: bodyId("folderId must be a folder id, or null for the workspace's root")
    .nullable()
    .optional(),
  workspaceId: bodyId("workspaceId must be a workspace id").optional(),
  allowDownload: z.boolean({ error: "allowDownload must be true or false" }).optional(),
  password: passwordSchema.optional(),
  emailGate: z.boolean({ error: "emailGate must be true or false" }).optional(),
  guestComments: z.boolean({ error: "guestComments must be true or false" }).optional(),
  expiresAt: expiresAtSchema.optional(),
  cta: ctaSchema.optional(),
  // Only the client's "mark as done" is accepted; the worker owns every other transition.
  processingStatus: z
    .literal("completed", { error: "processingStatus can only be set to completed" })
    .optional(),
});
export type UpdateVideoInput = z.output<typeof updateVideoSchema>;

const text = z.string().optional();

export const INVALID_VISIBILITY = "visibility must be private, workspace or public";

/**
 * The text fields of the upload form (docs/api.md#post-apivideosupload); no rule on the title
 * beyond its default.
 */
export const uploadFieldsSchema = z.object({
  title: text.transform((v) => v?.trim().slice(0, TITLE_MAX) || DEFAULT_TITLE),
  description: text.transform((v) => (v ?? "").slice(0, DESCRIPTION_MAX)),
  // Absent: the workspace's default (private in a personal one); "false" shares it, anything else
  // keeps it private.
  isPrivate: text.transform((v) =>
    v === undefined ? undefined : v.trim().toLowerCase() !== "false",
  ),
  visibility: z.enum(videoVisibilities, { error: INVALID_VISIBILITY }).optional(),
  workspaceId: text.transform((v, ctx) => {
    if (v === undefined || v === "") return undefined;
    const id = Number(v);
    if (Number.isSafeInteger(id) && id > 0) return id;
    ctx.addIssue({ code: "custom", message: "workspaceId must be a workspace id" });
    return z.NEVER;
  }),
  // Provisional: processing measures the real duration.
  duration: text.transform((v) => {
    const n = Number.parseFloat(v ?? "");
    return Number.isFinite(n) && n > 0 ? Math.min(n, DURATION_MAX) : 0;
  }),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;
