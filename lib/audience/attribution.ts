import "server-only";
import { sql } from "drizzle-orm";
import type { Caller } from "@/lib/auth/caller";
import type { DbOrTx } from "@/db/types";
import { recipientTokenOf } from "@/lib/access/rules/cookies";
import { gatedViewerName, recipientLabel } from "@/lib/format/person-name";
import { knownAddressKeyOf, viewCountKeyOf, viewerKeyOf } from "./views";
import { gatedViewerKey, linkViewerKey } from "./link-token";
import { findActiveLink } from "./links";
import { storedGatedViewerOf } from "./gated-viewer";

/** Who a view, beacon or click belongs to, as the routes file it. */
export interface ViewerAttribution {
  /** The key of watch sessions and click limits (user:, anon:, ip:, or link: for a recipient). */
  viewerKey: string;
  /** The key views and the owner's insights tell viewers apart by (address: when known). */
  countKey: string;
  /** The hashed address sessions are merged by; null for a recipient (the link says who). */
  knownAddressKey: string | null;
  /** The live tracked link this browser opened, if any. */
  linkId: number | null;
  /**
   * Who the owner knows this viewer as: a recipient "Jane (Acme)", a gated "Pat (pat@x.com)". Read
   * when asked (a gated viewer's name is a query): only a counted view's live alert names anyone.
   */
  recipient: () => Promise<string | null>;
}

/** Who the viewer is when no tracked link names them: the email gate's viewer, else the usual keys. */
export type ViewerWithoutLink = Omit<ViewerAttribution, "linkId" | "recipient">;

/**
 * The viewer's keys, given the stored gated viewer their cookie names (storedGatedViewerOf), if
 * any. A signed-in viewer is named by their account; anyone else by what they gave at the gate.
 */
export function viewerKeysOf(
  caller: Caller,
  headers: Headers,
  gatedViewerId: number | null,
): ViewerWithoutLink {
  const gated = caller.kind === "user" ? null : gatedViewerId;
  if (gated !== null) {
    const key = gatedViewerKey(gated);
    return { viewerKey: key, countKey: key, knownAddressKey: null };
  }
  return {
    viewerKey: viewerKeyOf(caller, headers),
    countKey: viewCountKeyOf(caller, headers),
    knownAddressKey: knownAddressKeyOf(caller, headers),
  };
}

/**
 * The browser's recipient cookie, when it names a live link of this video, files everything under
 * that link; else the email gate's viewer cookie files it under that viewer; otherwise the usual
 * keys. A revoked or foreign token is ignored: links attribute,
 * they never open anything.
 */
export async function attributeViewer(
  db: DbOrTx,
  { caller, headers, videoId }: { caller: Caller; headers: Headers; videoId: number },
): Promise<ViewerAttribution> {
  const token = recipientTokenOf(headers, videoId);
  const link = token ? await findActiveLink(db, { videoId, token }) : null;
  if (link) {
    const key = linkViewerKey(link.id);
    return {
      viewerKey: key,
      countKey: key,
      knownAddressKey: null,
      linkId: link.id,
      recipient: async () => recipientLabel(link),
    };
  }
  // Only a signed-out viewer is named by the gate, and only while that gated viewer is stored.
  const gated = caller.kind === "user" ? null : await storedGatedViewerOf(db, headers, videoId);
  const keys = viewerKeysOf(caller, headers, gated?.id ?? null);
  // "Pat (pat@prospect.example)", or the address alone when no name was given.
  const recipient = async () => (gated ? gatedViewerName(gated) : null);
  return { ...keys, linkId: null, recipient };
}

/** Remembers that this viewer clicked the call to action (the first click only). */
export async function rememberCtaClick(
  db: DbOrTx,
  { videoId, countKey }: { videoId: number; countKey: string },
): Promise<void> {
  await db.execute(sql`
    insert into viewer_cta_clicks (video_id, viewer_key) values (${videoId}::bigint, ${countKey})
    on conflict do nothing`);
}
