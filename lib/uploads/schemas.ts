import "server-only";
import { z } from "zod";
import { MAX_PARTS } from "./shared";

export const sessionParams = z.object({
  id: z.string().regex(/^[a-z0-9]{24}$/, { error: "not an upload id" }),
});

export const partParams = sessionParams.extend({
  n: z.coerce
    .number({ error: "part number must be a number" })
    .int({ error: "part number must be a whole number" })
    .min(0, { error: "part number must be 0 or more" })
    .max(MAX_PARTS - 1, { error: `part number must be below ${MAX_PARTS}` }),
});

/**
 * POST /api/uploads/{id}/parts/{n}/token: the part's length in bytes, signed into an S3 URL
 * (required on S3 sessions; the maximum is checked by the session's kind, answering 413).
 */
export const partGrantSchema = z.object({
  size: z
    .number({ error: "size must be a number of bytes" })
    .int({ error: "size must be a whole number of bytes" })
    .min(1, { error: "size must be at least 1 byte" })
    .optional(),
});

/**
 * POST /api/uploads: the recorder's MIME type (only the container matters: the bytes are sniffed),
 * or, for a file chosen from the disk (`source: "upload"`), its name, size and type; its content
 * is probed at commit. `workspaceId`: where the video goes.
 */
export const createSessionSchema = z
  .object({
    contentType: z
      .string()
      .max(200)
      .optional()
      .transform((v) =>
        v?.trim().toLowerCase().startsWith("video/mp4") ? "video/mp4" : "video/webm",
      ),
    /** "server": send the parts through PUT .../parts/{n} even where they could go to S3 directly. */
    partUpload: z.literal("server", { error: 'partUpload must be "server" or absent' }).optional(),
    source: z
      .enum(["recording", "upload"], { error: 'source must be "recording" or "upload"' })
      .optional(),
    fileName: z
      .string({ error: "fileName must be a string" })
      .trim()
      .min(1, { error: "fileName must not be empty" })
      .max(255, { error: "fileName must be at most 255 characters" })
      .optional(),
    size: z
      .number({ error: "size must be a number of bytes" })
      .int({ error: "size must be a whole number of bytes" })
      .min(1, { error: "size must be at least 1 byte" })
      .optional(),
    mimeType: z.string().max(200).optional(),
    /** The workspace to record into (the caller needs a creator seat); absent: their personal one. */
    workspaceId: z
      .number({ error: "workspaceId must be a workspace id" })
      .int({ error: "workspaceId must be a workspace id" })
      .positive({ error: "workspaceId must be a workspace id" })
      .max(Number.MAX_SAFE_INTEGER, { error: "workspaceId must be a workspace id" })
      .optional(),
  })
  .refine((body) => body.source !== "upload" || (body.fileName && body.size), {
    error: "a file upload needs its fileName and size",
    path: ["fileName"],
  });

const text = z.union([z.string(), z.number(), z.boolean()]).optional();

/** The commit's JSON body (or multipart fields): the Save dialog's fields plus the part count. */
export const commitFieldsSchema = z.object({
  title: text,
  description: text,
  isPrivate: text,
  visibility: text,
  duration: text,
  partCount: z.coerce.number().int().min(1).max(MAX_PARTS).optional(),
});
export type CommitFields = z.infer<typeof commitFieldsSchema>;
