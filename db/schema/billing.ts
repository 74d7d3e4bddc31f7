import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const subscriptions = pgTable(
  "subscriptions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").$type<"stripe" | "test">().notNull().default("stripe"),
    stripeCustomerId: text("stripe_customer_id").unique(),
    stripeSubscriptionId: text("stripe_subscription_id").unique(),
    plan: text("plan").$type<"monthly" | "yearly">(),
    status: text("status").notNull().default("incomplete"),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** Creator seats billed (the Stripe subscription's quantity): see lib/billing/seats.ts. */
    seats: integer("seats").notNull().default(1),
    /** Stripe `event.created` of the newest event applied: older events never overwrite newer state. */
    lastEventAt: timestamp("last_event_at", { withTimezone: true }),
    /** The id of that event: events are ordered by (created, id); null for state read from the API. */
    lastEventId: text("last_event_id"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscriptions_status_idx").on(t.status)],
);

/** Stripe event ids already handled: a repeated delivery changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

export type Subscription = typeof subscriptions.$inferSelect;
