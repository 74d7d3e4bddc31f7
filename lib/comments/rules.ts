/** Plain constants shared by the form and the schema (no zod in the browser bundle). */
export const MAX_COMMENT_LENGTH = 5000;
export const EMPTY_COMMENT_MESSAGE = "Please enter some text for your comment";
