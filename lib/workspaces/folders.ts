import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { folders, workspaceMembers, type Folder } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { badRequest, notFound } from "@/lib/errors";
import { ADMIN_ROLES, callerMembershipOn, membershipOf, requireRole } from "./access";
import { WORKSPACE_MESSAGES as M } from "./messages";
import type { FolderResponse } from "./schemas";

const toResponse = (row: Folder): FolderResponse => ({
  id: row.id,
  workspaceId: row.workspaceId,
  parentId: row.parentId,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const folderNotFound = () => notFound(M.folderNotFound, "folder_not_found");

/** A workspace's folders (top-level and their children), by name; any member reads them. */
export async function listFolders(
  db: DbOrTx,
  { workspaceId, userId }: { workspaceId: number; userId: string },
): Promise<FolderResponse[]> {
  await membershipOf(db, workspaceId, userId);
  const rows = await db
    .select()
    .from(folders)
    .where(eq(folders.workspaceId, workspaceId))
    .orderBy(asc(folders.name), asc(folders.id));
  return rows.map(toResponse);
}

/** Admins make folders; a parent must be a top-level folder of the same workspace. */
export async function createFolder(
  db: DbOrTx,
  input: { workspaceId: number; userId: string; name: string; parentId?: number | null },
): Promise<FolderResponse> {
  const { workspaceId, userId, name } = input;
  requireRole(await membershipOf(db, workspaceId, userId), ADMIN_ROLES, M.folders);
  const parentId = input.parentId ?? null;
  if (parentId !== null) {
    const [parent] = await db
      .select({ parentId: folders.parentId })
      .from(folders)
      .where(and(eq(folders.id, parentId), eq(folders.workspaceId, workspaceId)))
      .limit(1);
    if (!parent) throw folderNotFound();
    if (parent.parentId !== null) throw badRequest(M.folderDepth);
  }
  const [row] = await db.insert(folders).values({ workspaceId, parentId, name }).returning();
  if (!row) throw new Error("folder insert returned no row");
  return toResponse(row);
}

/**
 * A folder with the caller's membership of its workspace in the same query: a folder of a
 * workspace the caller is not in is not found. Admins only past this point.
 */
async function adminFolder(db: DbOrTx, folderId: number, userId: string) {
  const [row] = await db
    .select({ folder: folders, role: workspaceMembers.role })
    .from(folders)
    .innerJoin(workspaceMembers, callerMembershipOn(folders.workspaceId, userId))
    .where(eq(folders.id, folderId))
    .limit(1);
  if (!row) throw folderNotFound();
  requireRole(row, ADMIN_ROLES, M.folders);
  return row.folder;
}

export async function renameFolder(
  db: DbOrTx,
  { folderId, userId, name }: { folderId: number; userId: string; name: string },
): Promise<FolderResponse> {
  await adminFolder(db, folderId, userId);
  const [row] = await db
    .update(folders)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(folders.id, folderId))
    .returning();
  if (!row) throw folderNotFound();
  return toResponse(row);
}

/** Deletes a folder and its subfolders; their videos move to the workspace's root. */
export async function deleteFolder(
  db: DbOrTx,
  { folderId, userId }: { folderId: number; userId: string },
): Promise<void> {
  await adminFolder(db, folderId, userId);
  await db.delete(folders).where(eq(folders.id, folderId));
}
