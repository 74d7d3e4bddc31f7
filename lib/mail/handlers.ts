import "server-only";
import type { Db } from "@/db/types";
import type { KindHandlers } from "@/lib/jobs/types";
import {
  DIGEST_EMAIL,
  NOTIFICATION_EMAIL,
  sendDigestEmail,
  sendNotificationEmail,
  type BrandingLookup,
} from "./jobs";
import { mailSettingsFromConfig, type MailSettings } from "./settings";
import { sendTrackedViewEmail, TRACKED_VIEW_EMAIL } from "./tracked-view-email";

/**
 * The email jobs; the mail settings are read from the configuration on the first email.
 * `brandingFor` gives a video's workspace branding (from above this folder, which can't import it).
 */
export function mailJobHandlers(
  db: Db,
  given?: MailSettings,
  brandingFor?: BrandingLookup,
): KindHandlers {
  let settings = given;
  const resolved = () => (settings ??= mailSettingsFromConfig());
  return {
    [NOTIFICATION_EMAIL]: { run: (job) => sendNotificationEmail(db, resolved(), job, brandingFor) },
    [DIGEST_EMAIL]: { run: (job) => sendDigestEmail(db, resolved(), job) },
    [TRACKED_VIEW_EMAIL]: { run: (job) => sendTrackedViewEmail(db, resolved(), job) },
  };
}
