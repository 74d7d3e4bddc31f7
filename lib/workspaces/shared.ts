/**
 * The workspace the signed-in user works in, remembered in a cookie so the server renders its
 * library on the first paint. Browser-safe: the switcher writes the cookie, the layout reads it.
 */
export const CURRENT_WORKSPACE_COOKIE = "demoreel-workspace";

/** A year: the choice outlives sessions, like the theme. */
export const CURRENT_WORKSPACE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** The cookie's workspace id, or null when it is absent or not an id. */
export function parseWorkspaceCookie(value: string | undefined): number | null {
  if (!value || !/^\d{1,16}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The remembered workspace if the user still belongs to it, else their personal one. */
export function pickCurrentWorkspace<T extends { id: number; personal: boolean }>(
  workspaces: readonly T[],
  rememberedId: number | null,
): T | undefined {
  return (
    workspaces.find((workspace) => workspace.id === rememberedId) ??
    workspaces.find((workspace) => workspace.personal) ??
    workspaces[0]
  );
}

/** Who can watch a video: its creator, the members of its workspace, or anyone with the link. */
export const VISIBILITIES = ["private", "workspace", "public"] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** The workspace fields of a video response (absent from responses of older servers). */
export interface VideoPlacement {
  visibility?: Visibility;
  workspaceId?: number;
  folderId?: number | null;
}

/** A video's visibility; without the field, `isPrivate` tells private from public. */
export const visibilityOf = (video: { isPrivate: boolean } & VideoPlacement): Visibility =>
  video.visibility ?? (video.isPrivate ? "private" : "public");

/** An ownership offer the offered admin has not answered lapses after this many days. */
export const OWNERSHIP_OFFER_VALID_DAYS = 7;

/** Invites one member may send in an hour, across all their workspaces. */
export const INVITES_PER_INVITER_PER_HOUR = 20;
/** Invites a workspace may send in an hour, whoever sends them. */
export const INVITES_PER_WORKSPACE_PER_HOUR = 50;
/** Invites a workspace may have pending (not accepted, revoked or expired) at once. */
export const MAX_PENDING_INVITES = 100;

/** Who may add videos to a workspace (record, upload, move one in): any role but viewer. */
export const canCreate = (role: string | undefined): boolean =>
  role !== undefined && role !== "viewer";
