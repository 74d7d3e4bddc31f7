import "server-only";
import { eq } from "drizzle-orm";
import { gatedViewers, trackedLinks, users } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { authorDisplayName } from "@/lib/format/person-name";

/** Who did it, as an event's `data.viewer` names them. */
export type EventViewer =
  | { type: "user"; id: string; name: string }
  | {
      type: "recipient";
      linkId: number;
      name: string;
      email: string | null;
      company: string | null;
    }
  | { type: "gated"; gatedViewerId: number; name: string | null; email: string | null }
  | { type: "anonymous" };

const idAfter = (key: string, prefix: string) =>
  key.startsWith(prefix) ? key.slice(prefix.length) : null;

/**
 * The viewer behind a viewer key as views file them: `user:` a signed-in user, `link:` a tracked
 * link's recipient, `gated:` a viewer who gave their email at the gate, anything else anonymous (hashed addresses never leave the server).
 */
export async function viewerOfKey(db: DbOrTx, key: string): Promise<EventViewer> {
  const userId = idAfter(key, "user:");
  if (userId) {
    const [user] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (user) return { type: "user", id: userId, name: authorDisplayName(user) };
  }
  const linkId = Number(idAfter(key, "link:"));
  if (Number.isSafeInteger(linkId) && linkId > 0) {
    const [link] = await db.select().from(trackedLinks).where(eq(trackedLinks.id, linkId)).limit(1);
    if (link) {
      const { recipientName: name, recipientEmail: email, company } = link;
      return { type: "recipient", linkId, name, email, company };
    }
  }
  const gatedViewerId = Number(idAfter(key, "gated:"));
  if (Number.isSafeInteger(gatedViewerId) && gatedViewerId > 0) {
    const [gated] = await db
      .select({ name: gatedViewers.name, email: gatedViewers.email })
      .from(gatedViewers)
      .where(eq(gatedViewers.id, gatedViewerId))
      .limit(1);
    if (gated) return { type: "gated", gatedViewerId, ...gated };
  }
  return { type: "anonymous" };
}
