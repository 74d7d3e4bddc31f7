import "server-only";
import { z } from "zod";
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGES,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_VIDEO_URL_MAX,
} from "./shared";

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

/** POST /api/support */
export const createSupportRequestSchema = z
  .object({
    subject: z
      .string({ error: SUPPORT_MESSAGES.subjectRequired })
      .trim()
      .min(1, SUPPORT_MESSAGES.subjectRequired)
      .max(SUPPORT_SUBJECT_MAX)
      // One line: it becomes the emails' subject.
      .transform((value) => value.replace(/\s+/g, " ")),
    message: z
      .string({ error: SUPPORT_MESSAGES.messageRequired })
      .trim()
      .min(1, SUPPORT_MESSAGES.messageRequired)
      .max(SUPPORT_MESSAGE_MAX),
    /** A link to the video the request is about; blank is the same as none. */
    videoUrl: z
      .string()
      .trim()
      .max(SUPPORT_VIDEO_URL_MAX)
      .refine((value) => value === "" || isWebAddress(value), SUPPORT_MESSAGES.videoUrl)
      .transform((value) => value || null)
      .nullish(),
    /** The workspace the caller is in: its plan decides priority (default: their personal one). */
    workspaceId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .strict();
export type CreateSupportRequestInput = z.infer<typeof createSupportRequestSchema>;
