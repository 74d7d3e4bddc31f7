/** Plain constants shared by the form and the schema (no zod in the browser bundle). */
export const MAX_COMMENT_LENGTH = 5000;
export const EMPTY_COMMENT_MESSAGE = "Please enter some text for your comment";
/** Top-level comments per page of GET /api/videos/{id}/comments. */
export const COMMENTS_PAGE_SIZE = 50;
/** Shown in place of a deleted comment that still has replies. */
export const DELETED_COMMENT_TEXT = "Comment deleted";
