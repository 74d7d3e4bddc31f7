import "server-only";
import { and, eq } from "drizzle-orm";
import { isbot } from "isbot";
import { workspaceMembers, type Video } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import type { Caller } from "@/lib/auth/caller";

/**
 * Mail scanners, link-preview bots and prefetchers open every link in a sales email; `isbot`'s
 * list (kept up to date by its maintainers) names them by user agent. A request without one is an
 * API client, which the REST contract lets count.
 */
export function isBotRequest(headers: Headers): boolean {
  return isbot(headers.get("user-agent"));
}

/**
 * The owner and the video's workspace members testing their own (tracked) link are not its
 * audience: their opens and views never count, even with a recipient's cookie.
 */
export async function isOwnSide(
  db: DbOrTx,
  caller: Caller,
  video: Pick<Video, "userId" | "workspaceId">,
): Promise<boolean> {
  if (caller.kind !== "user") return false;
  if (caller.userId === video.userId) return true;
  const [row] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, video.workspaceId),
        eq(workspaceMembers.userId, caller.userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
