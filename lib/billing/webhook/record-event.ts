import "server-only";
import type Stripe from "stripe";
import type { DbOrTx } from "@/db/types";
import { stripeEvents } from "@/db/schema";

/**
 * Claims an event id inside the handling transaction: false when it was handled before, so a
 * repeated delivery changes nothing. A failed handling rolls the claim back and Stripe retries.
 */
export async function claimEvent(
  tx: DbOrTx,
  event: Pick<Stripe.Event, "id" | "type">,
): Promise<boolean> {
  const claimed = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  return claimed.length > 0;
}
