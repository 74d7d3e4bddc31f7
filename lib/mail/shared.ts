/** Plain so client code can import it. */
export const EMAIL_KINDS = ["comments", "replies", "trackedViews", "digest"] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** What a user gets without having chosen: comment and reply emails on, the daily digest off. */
export const DEFAULT_EMAIL_PREFERENCES: Record<EmailKind, boolean> = {
  comments: true,
  replies: true,
  trackedViews: true,
  digest: false,
};

/** Which emails a user gets: the response schema's type (lib/mail/responses.ts). */
export type { EmailPreferences } from "./responses";

/** The settings page's labels; the unsubscribe page names the kind the same way. */
export const EMAIL_KIND_LABELS: Record<EmailKind, { title: string; description: string }> = {
  comments: {
    title: "Comments on my videos",
    description: "An email when someone comments on one of your videos.",
  },
  replies: {
    title: "Replies to my comments",
    description: "An email when someone replies to a comment you wrote.",
  },
  trackedViews: {
    title: "A tracked link is opened",
    description: "An email the first time a recipient opens the tracked link you made for them.",
  },
  digest: {
    title: "Daily digest of views",
    description: "Once a day, which of your videos were watched and how often.",
  },
};
