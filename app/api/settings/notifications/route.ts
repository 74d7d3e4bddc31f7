import { handler } from "@/lib/api/handler";
import { getEmailPreferences, updateEmailPreferences } from "@/lib/mail/preferences";
import { updateEmailPreferencesSchema } from "@/lib/mail/schemas";

// GET /api/settings/notifications: which emails the caller gets { comments, replies, digest }
export const GET = handler({ auth: "user" }, ({ db, userId }) =>
  getEmailPreferences(db, { userId }),
);

// PATCH /api/settings/notifications: turn kinds on or off; answers all three
export const PATCH = handler(
  { auth: "user", body: updateEmailPreferencesSchema },
  ({ db, userId, body }) => updateEmailPreferences(db, { userId, changes: body }),
);
