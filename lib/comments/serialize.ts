import "server-only";
import { sql } from "drizzle-orm";
import { gatedViewers, users, type Comment } from "@/db/schema";
import type { CommentAuthor, CommentResponse } from "./schemas";

/**
 * The author's columns a comment or reaction is answered with, over left joins of `users` and
 * `gated_viewers`: a viewer from the email gate shows under the name they gave ('Guest' without
 * one), never their email.
 */
export const author = {
  firstName: sql<string | null>`coalesce(${users.firstName}, ${gatedViewers.name},
    case when ${gatedViewers.id} is not null then 'Guest' end)`,
  // As SQL, not columns: Drizzle would answer the whole author null when the users row is absent.
  lastName: sql<string | null>`${users.lastName}`,
  profileImageUrl: sql<string | null>`${users.image}`,
};

const DELETED_AUTHOR: CommentAuthor = { firstName: null, lastName: null, profileImageUrl: null };

/** `user` is null when every author column is (left joins): a user without name or picture. */
export function toCommentResponse(comment: Comment, user: CommentAuthor | null): CommentResponse {
  const deleted = comment.deletedAt !== null;
  return {
    id: comment.id,
    videoId: comment.videoId,
    // Empty for a deleted comment, and for a gated viewer's (they have no account).
    userId: deleted ? "" : (comment.userId ?? ""),
    content: deleted ? "" : comment.content,
    timestamp: comment.timestamp,
    createdAt: comment.createdAt.toISOString(),
    user: deleted ? DELETED_AUTHOR : (user ?? DELETED_AUTHOR),
    parentId: comment.parentId,
    deleted,
    internal: comment.internal,
  };
}
