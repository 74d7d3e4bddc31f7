import "server-only";
import {
  and,
  eq,
  gt,
  isNull,
  or,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
} from "drizzle-orm";
import { videos, type WorkspaceRole } from "@/db/schema";

// The video visibility rules as SQL conditions over `videos`: they read only the schema, so the
// domains that filter by them (videos, mail, notifications) share them without importing each other.

/**
 * `userId` is a member of the video's workspace (with one of `roles`, when given): one lookup of
 * the members' primary key (workspace_id, user_id) inside the caller's query, never a second read.
 */
export function memberOfVideoWorkspace(
  userId: string | AnyColumn | Placeholder,
  roles?: readonly WorkspaceRole[],
): SQL {
  const roleFilter = roles
    ? sql` and m.role in (${sql.join(
        roles.map((r) => sql`${r}`),
        sql`, `,
      )})`
    : sql``;
  return sql`exists (select 1 from workspace_members m where m.workspace_id = ${videos.workspaceId} and m.user_id = ${userId}${roleFilter})`;
}

/**
 * Seen by others than its creator: `public` to anyone, `workspace` to the workspace's members.
 * `viewerId` may be a column (a notification's recipient) or a prepared statement's placeholder.
 */
export function sharedWith(viewerId: string | AnyColumn | Placeholder | null): SQL {
  const everyone = eq(videos.visibility, "public");
  if (!viewerId) return everyone;
  return or(
    everyone,
    and(eq(videos.visibility, "workspace"), memberOfVideoWorkspace(viewerId)),
  ) as SQL;
}

/**
 * Visible to `viewerId`: public videos to anyone with the link, workspace videos to the members of
 * their workspace, private ones to their creator only.
 */
export function visibleTo(viewerId: string | Placeholder | null): SQL {
  const shared = sharedWith(viewerId);
  return viewerId ? (or(eq(videos.userId, viewerId), shared) as SQL) : shared;
}

/**
 * Visible and open to `viewerId` without an unlock: their own, or shared with them with no
 * password, not expired, and no email gate they would have to pass (members pass it). For lists,
 * which have no per-video cookie to check.
 */
export function openTo(viewerId: string): SQL {
  const open = and(
    sharedWith(viewerId),
    isNull(videos.passwordHash),
    or(isNull(videos.expiresAt), gt(videos.expiresAt, sql`now()`)),
    or(eq(videos.emailGate, false), memberOfVideoWorkspace(viewerId)),
  );
  return or(eq(videos.userId, viewerId), open) as SQL;
}
