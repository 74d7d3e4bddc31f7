import "server-only";
import { eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema";
import type { Db } from "@/db/types";
import { workspaceHasAdvancedAnalytics } from "@/lib/entitlements/advanced-analytics";
import { PermanentJobError } from "@/lib/jobs/errors";
import type { JobOf } from "@/lib/jobs/kinds";
import type { KindHandlers } from "@/lib/jobs/types";
import { config } from "@/lib/config";
import { DELIVER_WEBHOOK } from "./emit";
import { openSecret, SealedSecretError } from "./secret-box";
import { postWebhook, type SendResult } from "./send";
import { slackMessage, type EventBody } from "./slack";

const PLAN_LAPSED = "Not sent: the workspace's plan no longer includes webhooks.";

/** The Standard Webhooks headers: id, timestamp (seconds) and `v1,` signature of both and the body. */
export function signedHeaders(secret: string, eventId: string, body: string, at = new Date()) {
  return {
    "webhook-id": eventId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(eventId, at, body),
  };
}

/** The stored secret, opened; one this server cannot open fails the delivery for good. */
function signingSecret(stored: string): string {
  try {
    return openSecret(stored, config().authSecret);
  } catch (error) {
    if (error instanceof SealedSecretError) throw new PermanentJobError(error.message);
    throw error;
  }
}

async function load(db: Db, deliveryId: number) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .limit(1);
  return row ?? null;
}

const succeeded = (result: SendResult) =>
  result.status !== null && result.status >= 200 && result.status < 300;

/**
 * Sends one delivery (the job's try number is its attempt). A 2xx answer delivers it; anything else
 * (another status, a redirect, no answer) throws, so the queue retries it with backoff; a refused
 * address does not retry. A deleted webhook, a delivered event or a lapsed plan end the job quietly.
 */
async function deliver(db: Db, job: JobOf<typeof DELIVER_WEBHOOK>): Promise<void> {
  const row = await load(db, job.payload.deliveryId);
  if (!row || row.delivery.status === "delivered" || row.delivery.status === "skipped") return;
  const { delivery, endpoint } = row;
  if (!(await workspaceHasAdvancedAnalytics(db, endpoint.workspaceId))) {
    await db
      .update(webhookDeliveries)
      .set({ status: "skipped", lastError: PLAN_LAPSED })
      .where(eq(webhookDeliveries.id, delivery.id));
    return;
  }
  const event = delivery.payload as unknown as EventBody;
  const slack = endpoint.format === "slack";
  const body = JSON.stringify(slack ? slackMessage(event) : event);
  const headers = slack
    ? {}
    : signedHeaders(signingSecret(endpoint.secret), delivery.eventId, body);
  const result = await postWebhook(endpoint.url, body, headers);
  const ok = succeeded(result);
  const reason = result.error ?? `The receiver answered ${result.status ?? "nothing"}`;
  await db
    .update(webhookDeliveries)
    .set({
      status: ok ? "delivered" : "pending",
      attempts: job.attempts,
      lastResponseCode: result.status,
      lastError: ok ? null : reason,
      responseSnippet: result.snippet,
      lastAttemptAt: sql`now()`,
      deliveredAt: ok ? sql`now()` : null,
    })
    .where(eq(webhookDeliveries.id, delivery.id));
  if (ok) return;
  if (result.refused) throw new PermanentJobError(reason);
  throw new Error(reason);
}

/** The delivery job: retried by the queue; after the last try the delivery is failed. */
export function webhookJobHandlers(db: Db): KindHandlers {
  return {
    [DELIVER_WEBHOOK]: {
      run: (job) => deliver(db, job),
      failed: async (job, error) => {
        await db
          .update(webhookDeliveries)
          .set({ status: "failed", lastError: error.slice(0, 500) })
          .where(eq(webhookDeliveries.id, job.payload.deliveryId));
      },
    },
  };
}
