/** Comment limits and texts shared by the form and the schema, and the comment date format (no zod in the browser bundle). */
export const MAX_COMMENT_LENGTH = 5000;
export const EMPTY_COMMENT_MESSAGE = "Please enter some text for your comment";
/** Top-level comments per page of GET /api/videos/{id}/comments. */
export const COMMENTS_PAGE_SIZE = 50;
/** Replies answered with each top-level comment at most (the oldest this many). */
export const MAX_REPLIES_LISTED = 100;
/** Shown in place of a deleted comment that still has replies. */
export const DELETED_COMMENT_TEXT = "Comment deleted";

// Made on first use: building a date format loads the locale's data, tens of milliseconds on a
// slow phone, and this module is evaluated while every video page starts, comments or not.
let commentDate: Intl.DateTimeFormat | undefined;
const defaultCommentDate = () =>
  (commentDate ??= new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }));

/**
 * Short month, day, year, hour and minute
 * (docs/product/limits-and-constants.md#dates-and-initials), e.g. "Mar 1, 2025, 2:05 PM".
 */
export function formatCommentDate(value: string | Date, format = defaultCommentDate()): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : format.format(date);
}

/** A guest's name, as they sign a comment or reaction without an account. */
export const MAX_GUEST_NAME_LENGTH = 80;
export const GUEST_NAME_REQUIRED = "Enter your name to comment as a guest";
/** The answer when the owner has turned guest comments off for the video. */
export const GUEST_COMMENTS_OFF = "The owner has turned off comments from guests on this video";
/** New guests (names) one browser, and one video, may add in an hour. */
export const GUESTS_PER_ADDRESS_PER_HOUR = 10;
export const GUESTS_PER_VIDEO_PER_HOUR = 100;
