/** The Help Center's support form and POST /api/support share these limits. Browser-safe. */
export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_VIDEO_URL_MAX = 2048;

/** Requests per user per hour: enough for follow-ups, not for flooding the team's inbox. */
export const SUPPORT_REQUESTS_PER_HOUR = 5;

export const SUPPORT_MESSAGES = {
  subjectRequired: "Please enter a subject",
  messageRequired: "Please describe what you need help with",
  videoUrl: "The video link must be a full http:// or https:// address",
} as const;

/** What POST /api/support answers (201): the response schema's type (lib/support/responses.ts). */
export type { SupportRequestResponse } from "./responses";
