import type { WorkspaceResponse } from "@/lib/workspaces/responses";

export type Role = WorkspaceResponse["role"];

/** How a role reads in menus and selects. */
export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  admin: "Admin",
  creator: "Creator",
  viewer: "Viewer",
};

/** Who may manage members, invites and folders. */
export const isAdmin = (role: Role | undefined): boolean => role === "owner" || role === "admin";

/** Who may add videos to a workspace (record, upload, move one in). */
export const canCreate = (role: Role | undefined): boolean =>
  role !== undefined && role !== "viewer";
