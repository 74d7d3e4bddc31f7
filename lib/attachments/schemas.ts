import "server-only";
import { z } from "zod";
import { attachmentTypes } from "@/db/schema/content";
import { MAX_INT32, MAX_TIME_PIN_SECONDS } from "@/lib/timeline/limits";
import { EMBED_TYPES } from "./embed-types";

export const MAX_CAPTION_LENGTH = 500;

/** Whole seconds from the start of the video, or null for no time pin. */
export const attachmentTimestamp = z.number().int().min(0).max(MAX_TIME_PIN_SECONDS).nullable();

const caption = z
  .string()
  .max(MAX_CAPTION_LENGTH)
  .nullable()
  .transform((value) => (value?.trim() ? value.trim() : null));

/** POST /api/videos/{id}/attachments; `order` is accepted but the server sets it. */
export const createAttachmentSchema = z.object({
  attachmentType: z.enum(attachmentTypes),
  imageUrl: z.string().max(2048).nullish(),
  embedUrl: z.string().max(2048).nullish(),
  embedType: z.enum(EMBED_TYPES).nullish(),
  caption: caption.optional(),
  timestamp: attachmentTimestamp.optional(),
  order: z
    .number()
    .int()
    .min(-MAX_INT32 - 1)
    .max(MAX_INT32)
    .optional(),
});
export type CreateAttachmentInput = z.infer<typeof createAttachmentSchema>;

/** PATCH /api/attachments/{id}: caption, time pin, and for embeds the URL and its type. */
export const updateAttachmentSchema = z.object({
  caption: caption.optional(),
  timestamp: attachmentTimestamp.optional(),
  embedUrl: z.string().max(2048).optional(),
  embedType: z.enum(EMBED_TYPES).optional(),
});
export type UpdateAttachmentInput = z.infer<typeof updateAttachmentSchema>;

export const uploadFileQuery = z.object({
  file: z.string().regex(/^\d{1,16}-[a-z0-9]{6}-[A-Za-z0-9._-]{1,100}$/),
});

export type { AttachmentResponse } from "./responses";
