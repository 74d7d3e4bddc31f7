import "server-only";
import { users, type Comment } from "@/db/schema";
import type { CommentAuthor, CommentResponse } from "./schemas";

/** The author's columns a comment is answered with. */
export const author = {
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.image,
};

const DELETED_AUTHOR: CommentAuthor = { firstName: null, lastName: null, profileImageUrl: null };

export function toCommentResponse(comment: Comment, user: CommentAuthor): CommentResponse {
  const deleted = comment.deletedAt !== null;
  return {
    id: comment.id,
    videoId: comment.videoId,
    userId: deleted ? "" : comment.userId,
    content: deleted ? "" : comment.content,
    timestamp: comment.timestamp,
    createdAt: comment.createdAt.toISOString(),
    user: deleted ? DELETED_AUTHOR : user,
    parentId: comment.parentId,
    deleted,
  };
}
