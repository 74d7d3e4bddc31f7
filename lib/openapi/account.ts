import "server-only";
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { createTokenBody, tokenIdParams } from "@/lib/auth/tokens/schemas";
import { planBody } from "@/lib/billing/schemas";
import { planQuery } from "@/lib/entitlements/schemas";
import { createSupportRequestSchema } from "@/lib/support/schemas";
import { ok, ownerOnly, routes } from "./registry";
import { looseArray, looseObject, success } from "./schemas";

const status = looseObject("The subscription status object (docs/api.md)");
const newStatus = ok(200, "The new status", status);
const url = ok(200, "{ url }", z.object({ url: z.string() }));
/** The Stripe calls: no customer yet, Stripe failed, or billing is not configured. */
const stripeErrors = [400, 404, 502, 503];

export function registerAccount(registry: OpenAPIRegistry): void {
  const identity = routes(registry, "Identity");
  identity.get("/api/tokens", "user", "The caller's API tokens (never the secret)", {
    ok: ok(200, "Tokens", looseArray("Tokens")),
  });
  identity.post("/api/tokens", "session", "A new bearer token for API clients, shown once", {
    body: { json: createTokenBody },
    ok: ok(201, "The token", looseObject("{ token, name, scope, expiresAt }")),
  });
  identity.del("/api/tokens/{id}", "session", "Revoke one of the caller's API tokens", {
    ...ownerOnly(tokenIdParams),
    ok: ok(200, "Revoked", success),
  });
  const signOut = "Sign out everywhere: every browser session of the caller ends";
  identity.del("/api/sessions", "session", signOut, { ok: ok(200, "Done", success) });

  routes(registry, "Operations").get("/api/usage", "user", "The caller's storage use", {
    ok: ok(200, "Usage", looseObject("Storage usage")),
  });

  const support =
    "Ask the support team for help; emailed to them (priority on Pro) and confirmed to the caller";
  routes(registry, "Support").post("/api/support", "user", support, {
    body: { json: createSupportRequestSchema },
    ok: ok(201, "The request", looseObject("{ id, subject, priority, createdAt }")),
    errors: [404, 429],
  });

  const billing = routes(registry, "Subscription and billing");
  billing.get("/api/subscription/status", "user", "The caller's subscription", {
    ok: ok(200, "Status", status),
  });
  billing.get("/api/plan", "user", "A workspace's plan and what it gets", {
    query: planQuery,
    ok: ok(200, "The plan summary", looseObject("PlanSummary")),
    errors: [404],
  });
  const checkout = "Checkout URL for a plan (Stripe Checkout or the local test-mode page)";
  billing.post("/api/create-subscription", "session", checkout, {
    body: { json: planBody },
    ok: url,
    errors: [502, 503],
  });
  const cancel = "Cancel at the end of the paid period";
  billing.post("/api/cancel-subscription", "session", cancel, {
    ok: newStatus,
    errors: stripeErrors,
  });
  const reactivate = "Undo a cancellation before the period ends";
  billing.post("/api/reactivate-subscription", "session", reactivate, {
    ok: newStatus,
    errors: stripeErrors,
  });
  const change = "Switch the active subscription to the other plan, prorated";
  billing.post("/api/change-subscription", "session", change, {
    body: { json: planBody },
    ok: newStatus,
    errors: stripeErrors,
  });
  billing.post("/api/billing-portal", "session", "A Stripe Billing Portal URL", {
    ok: url,
    errors: stripeErrors,
  });
  const confirm = "Confirm a test payment (local test mode only)";
  billing.post("/api/checkout/test/confirm", "session", confirm, {
    body: { json: planBody },
    ok: newStatus,
    errors: [404],
  });
  billing.post("/api/stripe/webhook", "none", "Verified Stripe events (the raw body, signed)", {
    body: { other: { "application/json": { schema: looseObject("A Stripe event") } } },
    ok: ok(200, "{ received, type, outcome }", looseObject("Outcome")),
    errors: [400, 413, 502, 503],
  });
}
