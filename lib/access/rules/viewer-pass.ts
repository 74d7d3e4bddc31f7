import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { videos } from "@/db/schema";
import { config } from "@/lib/config";
import { memberOfVideoWorkspace } from "./visibility";
import { UNLOCK_TTL_SECONDS } from "./password";

/** What the table keeps of a tracked link's token: its SHA-256 (random tokens need no salt). */
export const hashLinkToken = (token: string): string =>
  createHash("sha256").update(token).digest("hex");

/**
 * The gated viewer a verified viewer cookie names (gatedViewerId) is still stored for the video:
 * the owner may have erased them, and a signed cookie outlives that, so the signature alone is
 * never trusted. One primary-key lookup inside the caller's statement.
 */
function gatedViewerStored(gatedViewerId: number | null): SQL {
  if (gatedViewerId === null) return sql`false`;
  // A guest who gave only a name (to comment) has no email: that never opens the gate.
  return sql`exists (select 1 from gated_viewers g where g.id = ${gatedViewerId}
    and g.video_id = ${videos.id} and g.email is not null)`;
}

/**
 * Passes the email gate: a member of the video's workspace, a browser holding a live (not
 * revoked) tracked link of the video, or one whose viewer cookie names a gated viewer still
 * stored for it (gatedViewerId, verified by verifyViewerPass). Read inside the access queries, so
 * the gate costs no second read; false for a video without a gate.
 */
export function passesEmailGate(
  viewerId: string | null,
  recipient: string | undefined,
  gatedViewerId: number | null = null,
): SQL {
  const member = viewerId ? memberOfVideoWorkspace(viewerId) : sql`false`;
  const link = recipient
    ? sql`exists (select 1 from tracked_links l where l.video_id = ${videos.id}
        and l.token_hash = ${hashLinkToken(recipient)} and l.revoked_at is null)`
    : sql`false`;
  const viewer = gatedViewerStored(gatedViewerId);
  return sql`(${videos.emailGate} and (${member} or ${link} or ${viewer}))`;
}

/** passesEmailGate for one video's request: the viewer cookie verified for that video first. */
export function passesEmailGateFor(query: {
  videoId: number;
  viewerId: string | null;
  recipient?: string;
  viewerPass?: string;
}): SQL {
  const gatedViewerId = verifyViewerPass(config().authSecret, query.videoId, query.viewerPass);
  return passesEmailGate(query.viewerId, query.recipient, gatedViewerId);
}

/** One viewer cookie per video, so an email given on one video opens no other. */
export const viewerPassCookieName = (videoId: number) => `demoreel_viewer_${videoId}`;

function signature(secret: string, videoId: number, gatedViewerId: number, expires: number) {
  return createHmac("sha256", secret)
    .update(`viewer:${videoId}:${gatedViewerId}:${expires}`)
    .digest("base64url");
}

/** The viewer cookie's value: "<gated viewer id>.<expires (unix s)>.<HMAC>". */
export function signViewerPass(
  secret: string,
  { videoId, gatedViewerId }: { videoId: number; gatedViewerId: number },
  now: Date = new Date(),
): string {
  const expires = Math.floor(now.getTime() / 1000) + UNLOCK_TTL_SECONDS;
  return `${gatedViewerId}.${expires}.${signature(secret, videoId, gatedViewerId, expires)}`;
}

/** The gated viewer a cookie value names for this video, or null (absent, forged, expired). */
export function verifyViewerPass(
  secret: string,
  videoId: number,
  value: string | undefined,
  now: Date = new Date(),
): number | null {
  const [idText, expiresText, mac] = value?.split(".") ?? [];
  const id = Number(idText);
  const expires = Number(expiresText);
  if (!Number.isSafeInteger(id) || id <= 0 || !Number.isInteger(expires) || !mac) return null;
  if (expires * 1000 <= now.getTime()) return null;
  const expected = Buffer.from(signature(secret, videoId, id, expires));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
