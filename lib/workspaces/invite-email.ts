import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import type Mail from "nodemailer/lib/mailer";
import { users, workspaceInvites, workspaces } from "@/db/schema";
import type { Db } from "@/db/types";
import { authorDisplayName } from "@/lib/format/person-name";
import type { JobOf } from "@/lib/jobs/kinds";
import { escapeHtml } from "@/lib/mail/compose";
import type { MailSettings } from "@/lib/mail/settings";
import { deriveInviteToken, hashInviteToken, inviteLink } from "./invite-token";
import { type INVITE_EMAIL, INVITE_VALID_DAYS } from "./invites";

interface InviteEmail {
  to: string;
  inviterName: string;
  workspaceName: string;
  url: string;
}

/**
 * Fixed: the workspace's name and the inviter's are whatever a (perhaps brand-new) account typed,
 * and a subject is read before anything else, so neither ever reaches it. The body names both,
 * quoted, and escaped in the HTML part.
 */
export const INVITE_SUBJECT = "You are invited to a workspace on Demoreel";

/** A transactional email, so no unsubscribe footer. */
export function inviteEmail({ to, inviterName, workspaceName, url }: InviteEmail): Mail.Options {
  const subject = INVITE_SUBJECT;
  const lines = [
    `${inviterName} invited you to join the workspace "${workspaceName}" on Demoreel.`,
    `The link works for ${INVITE_VALID_DAYS} days. Sign in as ${to} to accept: another account can join only once an admin of the workspace approves.`,
  ];
  const action = `Join ${workspaceName}`;
  return {
    to,
    subject,
    text: [...lines, `${action}: ${url}`].join("\n\n"),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
    ].join("\n"),
  };
}

/**
 * Sends one invite's email, checked again at send time: nothing once it is accepted, revoked or
 * expired, or when the secret changed since (the link would no longer open it).
 */
export async function sendInviteEmail(
  db: Db,
  settings: MailSettings,
  job: JobOf<typeof INVITE_EMAIL>,
): Promise<void> {
  const { inviteId } = job.payload;
  const [row] = await db
    .select({
      email: workspaceInvites.email,
      nonce: workspaceInvites.tokenNonce,
      hash: workspaceInvites.tokenHash,
      workspaceName: workspaces.name,
      inviter: { firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(workspaceInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvites.workspaceId))
    .leftJoin(users, eq(users.id, workspaceInvites.invitedBy))
    .where(
      and(
        eq(workspaceInvites.id, inviteId),
        isNull(workspaceInvites.acceptedAt),
        isNull(workspaceInvites.revokedAt),
        gt(workspaceInvites.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) return;
  const token = deriveInviteToken(settings.secret, row.nonce);
  if (hashInviteToken(token) !== row.hash) return;
  const inviterName = row.inviter ? authorDisplayName(row.inviter) : "A teammate";
  await settings.mailer.send(
    inviteEmail({
      to: row.email,
      inviterName,
      workspaceName: row.workspaceName,
      url: inviteLink(settings.baseUrl, token),
    }),
  );
}
