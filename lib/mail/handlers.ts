import "server-only";
import type { Db } from "@/db/types";
import type { JobHandlers } from "@/lib/jobs/types";
import { DIGEST_EMAIL, NOTIFICATION_EMAIL, sendDigestEmail, sendNotificationEmail } from "./jobs";
import { mailSettingsFromConfig, type MailSettings } from "./settings";

/** The email jobs; the mail settings are read from the configuration on the first email. */
export function mailJobHandlers(db: Db, given?: MailSettings): JobHandlers {
  let settings = given;
  const resolved = () => (settings ??= mailSettingsFromConfig());
  return {
    [NOTIFICATION_EMAIL]: { run: (job) => sendNotificationEmail(db, resolved(), job) },
    [DIGEST_EMAIL]: { run: (job) => sendDigestEmail(db, resolved(), job) },
  };
}
