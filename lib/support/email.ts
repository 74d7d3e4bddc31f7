import "server-only";
import { eq } from "drizzle-orm";
import type Mail from "nodemailer/lib/mailer";
import { supportRequests, users, workspaces } from "@/db/schema";
import type { Db } from "@/db/types";
import { PLAN_NAMES } from "@/lib/entitlements/shared";
import { planForWorkspace } from "@/lib/entitlements/queries";
import { authorDisplayName } from "@/lib/format/person-name";
import type { JobOf } from "@/lib/jobs/kinds";
import type { KindHandlers } from "@/lib/jobs/types";
import { escapeHtml } from "@/lib/mail/compose";
import {
  mailSettingsFromConfig,
  supportInboxFromConfig,
  type MailSettings,
} from "@/lib/mail/settings";

export const SUPPORT_EMAIL_JOB = "support-email";
/** Like the notification emails: five tries over about 1.5 hours at the default backoff. */
export const SUPPORT_EMAIL_MAX_ATTEMPTS = 5;

export const PRIORITY_PREFIX = "[Priority]";

interface RequestForEmail {
  id: number;
  subject: string;
  message: string;
  videoUrl: string | null;
  priority: boolean;
  sender: { name: string; email: string | null };
  workspace: { id: number; name: string; plan: string } | null;
}

function body(lines: string[]): Pick<Mail.Options, "text" | "html"> {
  return {
    text: lines.join("\n\n"),
    html: lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, "<br>")}</p>`).join("\n"),
  };
}

/** To the team: who asked, from which workspace and plan, and what; replies go to the sender. */
export function supportTeamEmail(to: string, request: RequestForEmail): Mail.Options {
  const { sender, workspace } = request;
  const from = sender.email ? `${sender.name} <${sender.email}>` : sender.name;
  return {
    to,
    subject: `${request.priority ? `${PRIORITY_PREFIX} ` : ""}Support request: ${request.subject}`,
    ...(sender.email ? { replyTo: { name: sender.name, address: sender.email } } : {}),
    // X-Priority: 1, Importance: high (nodemailer's "high" priority headers).
    ...(request.priority ? { priority: "high" as const } : {}),
    headers: { "X-Demoreel-Support-Request": String(request.id) },
    ...body([
      `From: ${from}`,
      workspace
        ? `Workspace: ${workspace.name} (#${workspace.id}), plan ${workspace.plan}${request.priority ? ", priority support" : ""}`
        : "Workspace: none",
      ...(request.videoUrl ? [`Video: ${request.videoUrl}`] : []),
      `Subject: ${request.subject}`,
      request.message,
    ]),
  };
}

/** To the sender: their request as received, and when to expect an answer. */
export function supportConfirmationEmail(to: string, request: RequestForEmail): Mail.Options {
  return {
    to,
    subject: `We received your request: ${request.subject}`,
    ...body([
      `Thanks for getting in touch. Our team has your request and will reply to this address${request.priority ? " with priority, as your plan includes priority support" : ""}.`,
      `Subject: ${request.subject}`,
      request.message,
      ...(request.videoUrl ? [`Video: ${request.videoUrl}`] : []),
    ]),
  };
}

async function requestForEmail(db: Db, id: number): Promise<RequestForEmail | null> {
  const [row] = await db
    .select({
      request: supportRequests,
      sender: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      workspace: { id: workspaces.id, name: workspaces.name },
    })
    .from(supportRequests)
    .innerJoin(users, eq(users.id, supportRequests.userId))
    .leftJoin(workspaces, eq(workspaces.id, supportRequests.workspaceId))
    .where(eq(supportRequests.id, id))
    .limit(1);
  if (!row) return null;
  const plan = row.workspace ? PLAN_NAMES[await planForWorkspace(db, row.workspace.id)] : "";
  return {
    id: row.request.id,
    subject: row.request.subject,
    message: row.request.message,
    videoUrl: row.request.videoUrl,
    priority: row.request.priority,
    sender: { name: authorDisplayName(row.sender), email: row.sender.email },
    workspace: row.workspace ? { ...row.workspace, plan } : null,
  };
}

/** One of a request's two emails; nothing once the request (or its sender) is gone. */
async function sendSupportEmail(
  db: Db,
  settings: MailSettings,
  job: JobOf<typeof SUPPORT_EMAIL_JOB>,
): Promise<void> {
  const request = await requestForEmail(db, job.payload.requestId);
  if (!request) return;
  if (job.payload.to === "sender") {
    if (request.sender.email) {
      await settings.mailer.send(supportConfirmationEmail(request.sender.email, request));
    }
    return;
  }
  const inbox = settings.support ?? supportInboxFromConfig();
  await inbox.mailer.send(supportTeamEmail(inbox.to, request));
}

/** The support jobs; the mail settings are read from the configuration on the first email. */
export function supportJobHandlers(db: Db, given?: MailSettings): KindHandlers {
  let settings = given;
  const resolved = () => (settings ??= mailSettingsFromConfig());
  return { [SUPPORT_EMAIL_JOB]: { run: (job) => sendSupportEmail(db, resolved(), job) } };
}
