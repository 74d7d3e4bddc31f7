import { z } from "zod";
import type { Attachment } from "@/db/schema";
import type { SameType } from "@/lib/utils";
import { EMBED_TYPES } from "./embed-types";
import type { ImageType } from "./image-upload";

/** The kinds of attachment (the database column's list; the check below keeps the two equal). */
export const ATTACHMENT_TYPES = ["image", "embed"] as const;

// Fails to compile when the column's list and this one differ.
export const attachmentTypesMatchColumn: SameType<
  (typeof ATTACHMENT_TYPES)[number],
  Attachment["attachmentType"]
> = true;

/** The image types an upload may be, sniffed from its bytes (SVG is refused). */
const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"] as const;
export const imageTypesMatchSniffer: SameType<(typeof IMAGE_TYPES)[number], ImageType> = true;

/** The attachment object (docs/api.md#the-attachment-object). */
export const attachmentResponse = z.strictObject({
  id: z.number().int(),
  videoId: z.number().int(),
  attachmentType: z.enum(ATTACHMENT_TYPES),
  imageUrl: z
    .string()
    .nullable()
    .describe("An image's `/api/attachments/{id}/image`; null for an embed"),
  embedUrl: z.string().nullable().describe("An embed's checked URL; null for an image"),
  embedType: z.enum(EMBED_TYPES).nullable().describe("An embed's type; null for an image"),
  caption: z.string().nullable().describe("Plain text up to 500 characters, or null"),
  timestamp: z.number().int().nullable().describe("Whole seconds into the video, or null"),
  order: z
    .number()
    .int()
    .describe("How many attachments the video had when this one was added (set by the server)"),
  createdAt: z.iso.datetime(),
});

/** GET /api/videos/{id}/attachments: by `order`, then `createdAt`. */
export const attachmentsResponse = z.array(attachmentResponse);

/** POST /api/attachments/upload: the stored image, to pass as `imageUrl` when attaching it. */
export const uploadedImageResponse = z.strictObject({
  imageUrl: z
    .string()
    .describe("`/api/attachments/upload?file=...`: the image, until it is attached"),
  contentType: z.enum(IMAGE_TYPES).describe("The image type sniffed from its bytes"),
  size: z.number().int().describe("Bytes"),
});

export type AttachmentResponse = z.infer<typeof attachmentResponse>;
export type UploadedImage = z.infer<typeof uploadedImageResponse>;
