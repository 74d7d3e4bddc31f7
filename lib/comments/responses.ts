import { z } from "zod";

/**
 * The author a comment or reaction is shown under: a user's name and picture, or the name a viewer
 * gave at the email gate ('Guest' without one; never their email); all null for a deleted comment.
 */
export const authorResponse = z.strictObject({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});

/** The comment object (docs/api.md#the-comment-object). */
export const commentResponse = z.strictObject({
  id: z.number().int(),
  videoId: z.number().int(),
  userId: z
    .string()
    .describe("The author's account; empty for a deleted comment and for an email-gate viewer's"),
  content: z.string().describe("Plain text, trimmed; empty for a deleted comment"),
  timestamp: z.number().int().nullable().describe("Whole seconds into the video, or null"),
  createdAt: z.iso.datetime(),
  user: authorResponse,
  parentId: z
    .number()
    .int()
    .nullable()
    .describe("The top-level comment this replies to, else null"),
  deleted: z
    .boolean()
    .describe("Deleted but kept for its replies: no content, no author ('Comment deleted')"),
  internal: z
    .boolean()
    .describe("Seen only by members of the video's team workspace (listed only to them)"),
});

/** A top-level comment with its first replies, oldest first. */
export const commentThreadResponse = commentResponse.extend({
  replies: z.array(commentResponse).describe("Its first 100 replies, oldest first"),
});

/** GET /api/videos/{id}/comments: one page of threads, oldest first. */
export const commentThreadsResponse = z.array(commentThreadResponse);

export type CommentAuthor = z.infer<typeof authorResponse>;
export type CommentResponse = z.infer<typeof commentResponse>;
export type CommentThread = z.infer<typeof commentThreadResponse>;
