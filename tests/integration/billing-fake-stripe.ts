import Stripe from "stripe";
import { createStripeClient } from "@/lib/billing/stripe-client";

/** Stripe's servers, faked at the HTTP edge: the real SDK builds the requests, this answers them. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  idempotencyKey: string | null;
  stripeVersion: string | null;
}

export interface FakeSubscriptionInput {
  id: string;
  customer: string;
  userId?: string;
  plan?: "monthly" | "yearly";
  lookupKey?: string | null;
  interval?: "month" | "year";
  status?: string;
  periodEnd: Date;
  cancelAtPeriodEnd?: boolean;
  cancelAt?: Date | null;
}

/** A subscription object as Stripe renders it (the fields we read, with their real names). */
export function subscriptionObject(input: FakeSubscriptionInput) {
  const end = Math.floor(input.periodEnd.getTime() / 1000);
  const interval = input.interval ?? (input.plan === "yearly" ? "year" : "month");
  return {
    id: input.id,
    object: "subscription",
    customer: input.customer,
    status: input.status ?? "active",
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    cancel_at: input.cancelAt ? Math.floor(input.cancelAt.getTime() / 1000) : null,
    metadata: {
      ...(input.userId ? { userId: input.userId } : {}),
      ...(input.plan ? { plan: input.plan } : {}),
    },
    items: {
      object: "list",
      data: [
        {
          id: `si_${input.id}`,
          object: "subscription_item",
          current_period_start: end - (interval === "year" ? 365 : 30) * 86400,
          current_period_end: end,
          price: {
            id: `price_${interval}`,
            object: "price",
            lookup_key: input.lookupKey === undefined ? null : input.lookupKey,
            recurring: { interval, interval_count: 1 },
          },
        },
      ],
    },
  };
}

export type FakeSubscription = ReturnType<typeof subscriptionObject>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "request-id": "req_fake" },
  });
}

export function createFakeStripe() {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  let customers = 0;
  let failNext: { status: number; message: string } | null = null;

  const fakeFetch = async (
    input: string | URL | Request,
    init?: RequestInit,
  ): Promise<Response> => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
    );
    const headers = new Headers(init?.headers);
    const method = init?.method ?? "GET";
    const form = new URLSearchParams(typeof init?.body === "string" ? init.body : "");
    requests.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      form,
      idempotencyKey: headers.get("idempotency-key"),
      stripeVersion: headers.get("stripe-version"),
    });
    if (failNext) {
      const { status, message } = failNext;
      failNext = null;
      return json({ error: { type: "api_error", message } }, status);
    }
    const route = `${method} ${url.pathname}`;
    if (route === "POST /v1/customers") {
      customers += 1;
      return json({
        id: `cus_fake_${customers}`,
        object: "customer",
        metadata: { userId: form.get("metadata[userId]") },
      });
    }
    if (route === "GET /v1/prices") {
      const key = url.searchParams.get("lookup_keys[0]");
      const data = key ? [{ id: `price_for_${key}`, object: "price", lookup_key: key }] : [];
      return json({ object: "list", data, has_more: false, url: "/v1/prices" });
    }
    if (route === "POST /v1/checkout/sessions") {
      return json({
        id: "cs_fake_1",
        object: "checkout.session",
        mode: "subscription",
        url: "https://checkout.stripe.test/c/pay/cs_fake_1",
      });
    }
    if (route === "POST /v1/billing_portal/sessions") {
      return json({
        id: "bps_fake_1",
        object: "billing_portal.session",
        url: "https://billing.stripe.test/p/session/bps_fake_1",
      });
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    const subscription = match?.[1] ? subscriptions.get(match[1]) : undefined;
    if (match && !subscription)
      return json(
        { error: { type: "invalid_request_error", message: "No such subscription" } },
        404,
      );
    if (subscription && method === "GET") return json(subscription);
    if (subscription && method === "POST") {
      if (form.has("cancel_at_period_end"))
        subscription.cancel_at_period_end = form.get("cancel_at_period_end") === "true";
      if (form.has("cancel_at"))
        subscription.cancel_at = form.get("cancel_at") ? Number(form.get("cancel_at")) : null;
      const plan = form.get("metadata[plan]");
      if (plan === "monthly" || plan === "yearly") subscription.metadata.plan = plan;
      const price = form.get("items[0][price]");
      const item = subscription.items.data[0];
      if (price && item) item.price = { ...item.price, id: price, lookup_key: null };
      return json(subscription);
    }
    return json(
      { error: { type: "invalid_request_error", message: `Unrecognized request URL (${route})` } },
      404,
    );
  };

  return {
    requests,
    subscriptions,
    client: createStripeClient("sk_test_fake", {
      fetch: fakeFetch as typeof fetch,
      maxNetworkRetries: 0,
    }),
    /** The next request answers this error, as Stripe would. */
    failNextWith(status: number, message: string) {
      failNext = { status, message };
    },
    find(method: string, path: string): RecordedRequest[] {
      return requests.filter((r) => r.method === method && r.path === path);
    },
  };
}

export const WEBHOOK_SECRET = "whsec_test_demoreel";

let eventCounter = 0;

/** A signed delivery, as Stripe would POST it to /api/stripe/webhook. */
export function signedEvent(input: { type: string; object: unknown; created: Date; id?: string }) {
  eventCounter += 1;
  const payload = JSON.stringify({
    id: input.id ?? `evt_fake_${eventCounter}_${Date.now()}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(input.created.getTime() / 1000),
    type: input.type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: input.object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { payload, signature };
}

export function webhookRequest(delivery: { payload: string; signature: string | null }): Request {
  const headers = new Headers({ "content-type": "application/json" });
  if (delivery.signature) headers.set("stripe-signature", delivery.signature);
  return new Request("http://127.0.0.1:3000/api/stripe/webhook", {
    method: "POST",
    headers,
    body: delivery.payload,
  });
}
