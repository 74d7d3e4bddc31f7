import { z } from "zod";
import { EMPTY_COMMENT_MESSAGE, MAX_COMMENT_LENGTH } from "./rules";

export { EMPTY_COMMENT_MESSAGE, MAX_COMMENT_LENGTH };

/** POST /api/videos/{id}/comments */
export const createCommentSchema = z.object({
  content: z.string().trim().min(1, EMPTY_COMMENT_MESSAGE).max(MAX_COMMENT_LENGTH),
  timestamp: z.number().int().min(0).nullish(),
});
export type CreateCommentInput = z.infer<typeof createCommentSchema>;

/** DELETE /api/comments/{id}?videoId= */
export const deleteCommentQuery = z.object({
  videoId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

export interface CommentAuthor {
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/** What the API answers for a comment. */
export interface CommentResponse {
  id: number;
  videoId: number;
  userId: string;
  content: string;
  timestamp: number | null;
  createdAt: string;
  user: CommentAuthor;
}
