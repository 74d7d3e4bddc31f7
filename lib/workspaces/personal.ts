import "server-only";
import { eq } from "drizzle-orm";
import { workspaceMembers, workspaces } from "@/db/schema";
import type { DbOrTx } from "@/db/types";

/** The name a personal workspace starts with (the migration of existing users uses it too). */
export const PERSONAL_WORKSPACE_NAME = "Personal";

/**
 * The user's personal workspace, made on first need. Idempotent and safe under concurrency: the
 * unique `personal_for` makes a second request wait for the first and then find its row.
 */
export async function ensurePersonalWorkspace(db: DbOrTx, userId: string): Promise<number> {
  const [existing] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.personalFor, userId))
    .limit(1);
  if (existing) return existing.id;
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(workspaces)
      .values({ name: PERSONAL_WORKSPACE_NAME, personalFor: userId })
      .onConflictDoNothing({ target: workspaces.personalFor })
      .returning({ id: workspaces.id });
    if (made) {
      await tx.insert(workspaceMembers).values({ workspaceId: made.id, userId, role: "owner" });
      return made.id;
    }
    const [row] = await tx
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.personalFor, userId))
      .limit(1);
    if (!row) throw new Error("personal workspace vanished while being made");
    return row.id;
  });
}
