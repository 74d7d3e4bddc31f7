import { answer } from "@/lib/api/contract";
import { emailPreferencesResponse } from "@/lib/mail/responses";
import { handler } from "@/lib/api/handler";
import { getEmailPreferences, updateEmailPreferences } from "@/lib/mail/preferences";
import { updateEmailPreferencesSchema } from "@/lib/mail/schemas";

// GET /api/settings/notifications: which emails the caller gets { comments, replies, digest }
export const GET = handler(
  {
    auth: "user",
    tag: "Notifications",
    summary: "Which emails the caller gets",
    responses: { 200: answer("Preferences", emailPreferencesResponse) },
  },
  ({ db, userId }) => getEmailPreferences(db, { userId }),
);

// PATCH /api/settings/notifications: turn kinds on or off; answers all three
export const PATCH = handler(
  {
    auth: "user",
    body: updateEmailPreferencesSchema,
    tag: "Notifications",
    summary: "Turn email kinds on or off",
    responses: { 200: answer("Preferences", emailPreferencesResponse) },
  },
  ({ db, userId, body }) => updateEmailPreferences(db, { userId, changes: body }),
);
