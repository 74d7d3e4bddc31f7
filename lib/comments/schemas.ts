import "server-only";
import { z } from "zod";
import { INVALID_CURSOR_HINT, parseCursor } from "@/lib/pagination/cursor";
import { MAX_TIME_PIN_SECONDS } from "@/lib/timeline/limits";
import { EMPTY_COMMENT_MESSAGE, MAX_COMMENT_LENGTH } from "./shared";
import { guestFields } from "./guest";

export { EMPTY_COMMENT_MESSAGE, MAX_COMMENT_LENGTH };

/** POST /api/videos/{id}/comments */
export const createCommentSchema = z.object({
  content: z.string().trim().min(1, EMPTY_COMMENT_MESSAGE).max(MAX_COMMENT_LENGTH),
  timestamp: z.number().int().min(0).max(MAX_TIME_PIN_SECONDS).nullish(),
  /** Reply to this comment; a reply to a reply attaches to its top comment. */
  parentId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullish(),
  /** Members only: a note for the team beside the thread (a workspace video, by a member). */
  internal: z.boolean({ error: "internal must be true or false" }).optional(),
  ...guestFields,
});
export type CreateCommentInput = z.infer<typeof createCommentSchema>;

/**
 * GET /api/videos/{id}/comments?cursor= (the X-Next-Cursor of the previous page). A bad cursor is
 * refused here, before the video is read, as "Invalid cursor: ..." (the field name leads).
 */
export const listCommentsQuery = z.object({
  cursor: z
    .string()
    .max(200)
    .refine((value) => parseCursor(value) !== null, { message: INVALID_CURSOR_HINT })
    .optional(),
});

/** DELETE /api/comments/{id}?videoId= */
export const deleteCommentQuery = z.object({
  videoId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

export type { CommentAuthor, CommentResponse, CommentThread } from "./responses";
