import "server-only";
import type { Db } from "@/db/types";
import { transcriptJobHandlers } from "@/lib/ai/transcripts/job";
import { billingJobHandlers } from "@/lib/billing/seats";
import { brandingForVideo } from "@/lib/branding/queries";
import { mailJobHandlers } from "@/lib/mail/handlers";
import type { MailSettings } from "@/lib/mail/settings";
import { supportJobHandlers } from "@/lib/support/email";
import { storageCleanupHandlers } from "@/lib/storage/cleanup";
import type { Storage } from "@/lib/storage/types";
import { videoJobHandlers, type VideoJobOptions } from "@/lib/videos/processing/handlers";
import type { JobHandlers } from "@/lib/jobs/types";
import { uploadJobHandlers } from "@/lib/uploads/join";
import { webhookJobHandlers } from "@/lib/webhooks/deliver";
import { workspaceJobHandlers } from "@/lib/workspaces/jobs";

/**
 * Every kind of job the worker knows. The registry sits above the domains: their handlers never
 * import it, and the queue below them (`lib/jobs/queue.ts`) imports none of them.
 */
export function defaultHandlers(
  db: Db,
  storage: Storage,
  video: VideoJobOptions = {},
  mail?: MailSettings,
): JobHandlers {
  return {
    ...videoJobHandlers(db, storage, video),
    ...uploadJobHandlers(db, storage),
    ...transcriptJobHandlers(db, storage),
    ...storageCleanupHandlers(storage),
    ...mailJobHandlers(db, mail, brandingForVideo),
    ...workspaceJobHandlers(db, mail),
    ...supportJobHandlers(db, mail),
    ...billingJobHandlers(db),
    ...webhookJobHandlers(db),
  };
}

export type { VideoJobOptions };
