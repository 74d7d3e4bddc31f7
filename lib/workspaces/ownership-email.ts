import "server-only";
import { and, eq, gt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type Mail from "nodemailer/lib/mailer";
import {
  users,
  workspaceMembers,
  workspaceOwnershipOffers as offers,
  workspaces,
} from "@/db/schema";
import type { Db } from "@/db/types";
import { authorDisplayName } from "@/lib/format/person-name";
import type { JobOf } from "@/lib/jobs/kinds";
import { escapeHtml } from "@/lib/mail/compose";
import type { MailSettings } from "@/lib/mail/settings";
import type { OWNERSHIP_OFFER_EMAIL } from "./ownership";
import { OWNERSHIP_OFFER_VALID_DAYS } from "./shared";

/** Fixed: the workspace's and the owner's names are chosen by its members, never by us. */
export const OWNERSHIP_OFFER_SUBJECT = "You are offered the ownership of a workspace on Demoreel";

interface OwnershipOfferEmail {
  to: string;
  ownerName: string;
  workspaceName: string;
  url: string;
}

/** A transactional email to the offered admin: what accepting means, and where to answer. */
export function ownershipOfferEmail({
  to,
  ownerName,
  workspaceName,
  url,
}: OwnershipOfferEmail): Mail.Options {
  const lines = [
    `${ownerName} offered you the ownership of the workspace "${workspaceName}" on Demoreel.`,
    "If you accept, its plan becomes your subscription's and its creator seats are billed to you; " +
      "the current owner becomes an admin. Nothing changes until you accept.",
    `To accept or decline, switch to the workspace "${workspaceName}" and open its settings. ` +
      `The offer lapses after ${OWNERSHIP_OFFER_VALID_DAYS} days.`,
  ];
  const action = "Open workspace settings";
  return {
    to,
    subject: OWNERSHIP_OFFER_SUBJECT,
    text: [...lines, `${action}: ${url}`].join("\n\n"),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
    ].join("\n"),
  };
}

const owner = alias(users, "owner");
const offered = alias(users, "offered");

/**
 * Sends one offer's email, checked again at send time: nothing once it was answered, cancelled or
 * lapsed, or when the offered admin is no longer an admin.
 */
export async function sendOwnershipOfferEmail(
  db: Db,
  settings: MailSettings,
  job: JobOf<typeof OWNERSHIP_OFFER_EMAIL>,
): Promise<void> {
  const [row] = await db
    .select({
      to: offered.email,
      workspaceName: workspaces.name,
      owner: { firstName: owner.firstName, lastName: owner.lastName, email: owner.email },
    })
    .from(offers)
    .innerJoin(workspaces, eq(workspaces.id, offers.workspaceId))
    .innerJoin(owner, eq(owner.id, offers.offeredBy))
    .innerJoin(offered, eq(offered.id, offers.offeredTo))
    .innerJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspaceId, offers.workspaceId),
        eq(workspaceMembers.userId, offers.offeredTo),
        eq(workspaceMembers.role, "admin"),
      ),
    )
    .where(and(eq(offers.id, job.payload.offerId), gt(offers.expiresAt, new Date())))
    .limit(1);
  if (!row?.to) return;
  await settings.mailer.send(
    ownershipOfferEmail({
      to: row.to,
      ownerName: authorDisplayName(row.owner),
      workspaceName: row.workspaceName,
      url: new URL("/settings/workspace", settings.baseUrl).toString(),
    }),
  );
}
