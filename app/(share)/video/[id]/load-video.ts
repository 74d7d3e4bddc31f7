import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { auth } from "@/lib/auth";
import { displayedBranding } from "@/lib/branding/queries";
import type { DisplayedBranding } from "@/lib/branding/shared";
import { originFromHeaders, publicBaseUrl } from "@/lib/metadata/base-url";
import { withDb } from "@/lib/server/page-db";
import { videoIdParams } from "@/lib/videos/schemas";
import type { VideoResponse } from "@/lib/videos/serialize";
import type { GatePreview } from "@/lib/videos/shared";
import { findGatePreview } from "@/lib/access/gate-preview";
import { lockCookiesFrom } from "@/lib/access/rules/cookies";
import { storedGatedViewer } from "@/lib/audience/gated-viewer";
import { isTeamMemberOf } from "@/lib/comments/internal";
import { findVideoForViewer } from "@/lib/access/video-for-viewer";

export type PageVideo =
  | {
      lock: "open";
      video: VideoResponse;
      viewerId: string | null;
      branding: DisplayedBranding | null;
      guest: boolean;
      teamMember: boolean;
    }
  | { lock: "password"; videoId: number }
  | { lock: "email"; videoId: number; preview: GatePreview }
  | { lock: "expired"; videoId: number };

/**
 * The video for the signed-in viewer, or only why it is closed to them (a password, the email
 * gate, an expired link); null when it does not exist or is not theirs to see. The email gate
 * carries its preview alone (title, thumbnail, sender), never the video's content.
 */
export const loadVideoForPage = cache(async (rawId: string): Promise<PageVideo | null> => {
  const parsed = videoIdParams.safeParse({ id: rawId });
  if (!parsed.success) return null;
  const videoId = parsed.data.id;
  const session = await auth();
  const viewerId = session?.user?.id ?? null;
  const held = lockCookiesFrom((await headers()).get("cookie"), videoId);
  const loaded = await withDb(async (db) => {
    const found = await findVideoForViewer(db, { videoId, viewerId, ...held });
    if (found?.lock === "email") {
      const preview = await findGatePreview(db, { videoId, viewerId });
      return preview ? { lock: "email" as const, preview } : null;
    }
    if (found?.lock !== "open") return found;
    // Signed out but known to the video (past its email gate, or a guest who commented): comments
    // and reactions go under the name they gave, while that viewer is stored (an erased one's
    // cookie names no one).
    const guest =
      viewerId === null && (await storedGatedViewer(db, videoId, held.viewerPass)) !== null;
    const teamMember = await isTeamMemberOf(db, found.video, viewerId);
    // Branding only once the video is open to this viewer: a locked page shows no logo or accent
    // (the email gate names the sender's team workspace, in its preview).
    const branding = await displayedBranding(db, found.video.workspaceId);
    return { ...found, guest, teamMember, branding };
  });
  if (!loaded) return null;
  if (loaded.lock === "open") {
    const { video, branding, guest, teamMember } = loaded;
    return { lock: "open", video, viewerId, branding, guest, teamMember };
  }
  if (loaded.lock === "email") return { lock: "email", videoId, preview: loaded.preview };
  return { lock: loaded.lock, videoId } as PageVideo;
});

/** The public base URL for absolute links in this request's metadata. */
export async function pageBaseUrl(): Promise<string> {
  return publicBaseUrl(originFromHeaders(await headers()));
}
