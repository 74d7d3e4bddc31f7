import "server-only";
import type { Db } from "@/db/types";
import type { KindHandlers } from "@/lib/jobs/types";
import { mailSettingsFromConfig, type MailSettings } from "@/lib/mail/settings";
import { sendInviteEmail } from "./invite-email";
import { INVITE_EMAIL } from "./invites";
import { OWNERSHIP_OFFER_EMAIL } from "./ownership";
import { sendOwnershipOfferEmail } from "./ownership-email";

/** The workspace jobs; the mail settings are read from the configuration on the first email. */
export function workspaceJobHandlers(db: Db, given?: MailSettings): KindHandlers {
  let settings = given;
  const resolved = () => (settings ??= mailSettingsFromConfig());
  return {
    [INVITE_EMAIL]: { run: (job) => sendInviteEmail(db, resolved(), job) },
    [OWNERSHIP_OFFER_EMAIL]: { run: (job) => sendOwnershipOfferEmail(db, resolved(), job) },
  };
}
