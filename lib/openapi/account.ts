import "server-only";
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { createTokenBody, tokenIdParams } from "@/lib/auth/token-schemas";
import { planBody } from "@/lib/billing/schemas";
import { addRoute, json, looseArray, looseObject, success, type RouteSpec } from "./registry";

const status = json(looseObject("The subscription status object (docs/api.md)"));
const url = json(z.object({ url: z.string() }));

export function registerAccount(registry: OpenAPIRegistry): void {
  const add = (tag: string, spec: Omit<RouteSpec, "tag">) => addRoute(registry, { ...spec, tag });

  add("Identity", {
    method: "get",
    path: "/api/tokens",
    summary: "The caller's API tokens (never the secret)",
    access: "user",
    ok: { status: 200, description: "Tokens", content: json(looseArray("Tokens")) },
  });
  add("Identity", {
    method: "post",
    path: "/api/tokens",
    summary: "A new bearer token for API clients, shown once",
    access: "session",
    body: { json: createTokenBody },
    ok: {
      status: 201,
      description: "The token",
      content: json(looseObject("{ token, name, scope, expiresAt }")),
    },
  });
  add("Identity", {
    method: "delete",
    path: "/api/tokens/{id}",
    summary: "Revoke one of the caller's API tokens",
    access: "session",
    params: tokenIdParams,
    ok: { status: 200, description: "Revoked", content: json(success) },
    errors: [404],
  });
  add("Identity", {
    method: "delete",
    path: "/api/sessions",
    summary: "Sign out everywhere: every browser session of the caller ends",
    access: "session",
    ok: { status: 200, description: "Done", content: json(success) },
  });
  add("Operations", {
    method: "get",
    path: "/api/usage",
    summary: "The caller's storage use",
    access: "user",
    ok: { status: 200, description: "Usage", content: json(looseObject("Storage usage")) },
  });

  const billing = (spec: Omit<RouteSpec, "tag">) => add("Subscription and billing", spec);
  billing({
    method: "get",
    path: "/api/subscription/status",
    summary: "The caller's subscription",
    access: "user",
    ok: { status: 200, description: "Status", content: status },
  });
  billing({
    method: "post",
    path: "/api/create-subscription",
    summary: "Checkout URL for a plan (Stripe Checkout or the local test-mode page)",
    access: "session",
    body: { json: planBody },
    ok: { status: 200, description: "{ url }", content: url },
    errors: [502, 503],
  });
  for (const [path, summary] of [
    ["/api/cancel-subscription", "Cancel at the end of the paid period"],
    ["/api/reactivate-subscription", "Undo a cancellation before the period ends"],
  ] as const) {
    billing({
      method: "post",
      path,
      summary,
      access: "session",
      ok: { status: 200, description: "The new status", content: status },
      errors: [400, 404, 502, 503],
    });
  }
  billing({
    method: "post",
    path: "/api/billing-portal",
    summary: "A Stripe Billing Portal URL",
    access: "session",
    ok: { status: 200, description: "{ url }", content: url },
    errors: [400, 404, 502, 503],
  });
  billing({
    method: "post",
    path: "/api/checkout/test/confirm",
    summary: "Confirm a test payment (local test mode only)",
    access: "session",
    body: { json: planBody },
    ok: { status: 200, description: "The new status", content: status },
    errors: [404],
  });
  billing({
    method: "post",
    path: "/api/stripe/webhook",
    summary: "Verified Stripe events (the raw body, signed)",
    access: "none",
    body: { other: { "application/json": { schema: looseObject("A Stripe event") } } },
    ok: {
      status: 200,
      description: "{ received, type, outcome }",
      content: json(looseObject("Outcome")),
    },
    errors: [400, 413, 502, 503],
  });
}
