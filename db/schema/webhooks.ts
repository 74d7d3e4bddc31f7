import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { randomId } from "./ids";
import { workspaces } from "./workspaces";

/**
 * A workspace's outbound webhook: where events go, which ones, and in which shape. The secret (a
 * Standard Webhooks `whsec_` key) is kept sealed with the server's secret (lib/webhooks/secret-box)
 * because every delivery is signed with it; it is shown to its creator once and never again.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: bigint("id", { mode: "number" }).primaryKey().$defaultFn(randomId),
    workspaceId: bigint("workspace_id", { mode: "number" })
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: text("events").array().notNull(),
    /** `json` (signed Standard Webhooks body) or `slack` (an incoming-webhook message). */
    format: text("format").$type<"json" | "slack">().notNull().default("json"),
    secret: text("secret").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_workspace_idx").on(t.workspaceId)],
);

export const webhookDeliveryStates = ["pending", "delivered", "failed", "skipped"] as const;
export type WebhookDeliveryState = (typeof webhookDeliveryStates)[number];

/**
 * One event for one endpoint. The unique (endpoint, event id) makes a repeated emit of the same
 * event (a retried job, two racing requests) a no-op: each endpoint gets an event at most once.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().$defaultFn(randomId),
    endpointId: bigint("endpoint_id", { mode: "number" })
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The `webhook-id` header: `msg_` and 26 characters, stable across retries. */
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").$type<WebhookDeliveryState>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastResponseCode: integer("last_response_code"),
    lastError: text("last_error"),
    /** The start of the receiver's last answer, at most a few hundred characters. */
    responseSnippet: text("response_snippet"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    unique("webhook_deliveries_event_uniq").on(t.endpointId, t.eventId),
    index("webhook_deliveries_recent_idx").on(t.endpointId, t.createdAt),
  ],
);

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
