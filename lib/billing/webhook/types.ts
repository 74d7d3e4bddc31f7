import "server-only";
import type { DbOrTx } from "@/db/types";
import type { ApplyOutcome } from "../apply-stripe-subscription";

/** What a handler did with an event, reported in the webhook's answer and the log. */
export type WebhookOutcome = ApplyOutcome | "linked" | "ignored" | "duplicate" | "refreshed";

export type WebhookHandler<E> = (tx: DbOrTx, event: E) => Promise<WebhookOutcome>;

export function eventTime(event: { created: number }): Date {
  return new Date(event.created * 1000);
}
