import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { subscriptions } from "@/db/schema";
import type { Db } from "@/db/types";
import { setStripeForTests } from "@/lib/billing/stripe-client";
import { useTestDatabase } from "../support/test-database";
import { WEBHOOK_SECRET, signedEvent, webhookRequest } from "./billing-fake-stripe";

const DAY = 86_400_000;

/** A moment `offsetDays` from now (negative: in the past). */
export const daysFromNow = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY);

/** Signs an event like Stripe and POSTs it to the webhook route. */
export async function deliver(type: string, object: unknown, created: Date, id?: string) {
  const response = await webhook(webhookRequest(signedEvent({ type, object, created, id })));
  return {
    status: response.status,
    body: (await response.json()) as { outcome?: string; message?: string },
  };
}

export async function subscriptionRow(db: Db, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

/** A webhook suite: its database, the webhook secret set (no Stripe client), and the row reader. */
export function useWebhookSuite() {
  const database = useTestDatabase();
  beforeAll(() => setStripeForTests({ client: null, webhookSecret: WEBHOOK_SECRET }));
  afterAll(() => setStripeForTests(undefined));
  return { database, rowOf: (userId: string) => subscriptionRow(database.db(), userId) };
}
