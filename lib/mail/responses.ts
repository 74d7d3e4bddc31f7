import { z } from "zod";
import type { SameType } from "@/lib/utils";
import { EMAIL_KINDS, EMAIL_KIND_LABELS, type EmailKind } from "./shared";

const on = (kind: EmailKind) => z.boolean().describe(EMAIL_KIND_LABELS[kind].title);

/** GET and PATCH /api/settings/notifications: which emails the caller gets, every kind. */
export const emailPreferencesResponse = z.strictObject({
  comments: on("comments"),
  replies: on("replies"),
  trackedViews: on("trackedViews"),
  digest: on("digest"),
});

export type EmailPreferences = z.infer<typeof emailPreferencesResponse>;

// Fails to compile when the schema's keys and the kinds differ.
export const emailPreferencesMatchKinds: SameType<
  EmailPreferences,
  Record<EmailKind, boolean>
> = true;

/** POST /api/unsubscribe: the kind of email the link turned off. */
export const unsubscribeResponse = z.strictObject({ kind: z.enum(EMAIL_KINDS) });

export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;
