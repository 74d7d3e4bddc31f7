import "server-only";
import { and, eq } from "drizzle-orm";
import { workspaceMembers } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { findSubscription } from "@/lib/billing/queries";
import type { SeatQuote } from "@/lib/billing/responses";
import { countSeats } from "@/lib/billing/seats";
import { getPlan, isSubscriptionActive } from "@/lib/billing/shared";
import { assertMayInvite, type WorkspaceCaller } from "./invites";

const FREE_QUOTE: SeatQuote = { plan: null, seats: null, pricePerSeat: null, interval: null };

/**
 * GET /api/workspaces/{wid}/seats, for those who may invite. The seats are counted now rather
 * than read from the subscription row, which the seat job updates only after a change commits.
 */
export async function getSeatQuote(db: DbOrTx, caller: WorkspaceCaller): Promise<SeatQuote> {
  await assertMayInvite(db, caller);
  const [owner] = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(
      and(eq(workspaceMembers.workspaceId, caller.workspaceId), eq(workspaceMembers.role, "owner")),
    )
    .limit(1);
  if (!owner) return FREE_QUOTE;
  const row = await findSubscription(db, owner.userId);
  const plan = row?.plan && isSubscriptionActive(row) ? getPlan(row.plan) : undefined;
  if (!plan) return FREE_QUOTE;
  return {
    plan: plan.id,
    seats: await countSeats(db, owner.userId),
    pricePerSeat: plan.price,
    interval: plan.interval,
  };
}
