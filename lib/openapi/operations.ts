import "server-only";
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { oembedQuery } from "@/lib/metadata/oembed-query";
import { addRoute, json, looseObject, type RouteSpec } from "./registry";

/** Auth.js owns these paths: one or more segments (`signin/google`, `session`, `csrf`, ...). */
const nextAuthParams = z.object({
  nextauth: z.string().describe("Auth.js action path, e.g. `session` or `callback/google`"),
});

export function registerOperations(registry: OpenAPIRegistry): void {
  const add = (tag: string, spec: Omit<RouteSpec, "tag">) => addRoute(registry, { ...spec, tag });

  add("Operations", {
    method: "get",
    path: "/api/health",
    summary: "Liveness; ?deep=1 with Bearer CRON_SECRET also checks the database and storage",
    access: "none",
    query: z.object({ deep: z.literal("1").optional() }),
    ok: [
      { status: 200, description: "Healthy", content: json(looseObject("{ status, ... }")) },
      { status: 503, description: "A deep check failed", content: json(looseObject("Checks")) },
    ],
    errors: [401],
  });
  add("Operations", {
    method: "get",
    path: "/api/cron/process",
    summary: "The scheduler drains the job queue (Bearer CRON_SECRET)",
    access: "none",
    ok: { status: 200, description: "What ran", content: json(looseObject("Drain report")) },
    errors: [401],
  });
  add("Operations", {
    method: "get",
    path: "/api/openapi.json",
    summary: "This document",
    access: "none",
    ok: { status: 200, description: "OpenAPI 3.1", content: json(looseObject("OpenAPI")) },
  });
  add("Sharing", {
    method: "get",
    path: "/api/oembed",
    summary: "oEmbed JSON for a video page or embed URL",
    access: "viewer",
    query: oembedQuery,
    ok: { status: 200, description: "oEmbed", content: json(looseObject("oEmbed response")) },
    errors: [404, 410, 501],
  });
  for (const method of ["get", "post"] as const) {
    add("Auth", {
      method,
      path: "/api/auth/{nextauth}",
      summary: "Auth.js endpoints (sign-in, callbacks, session, CSRF, sign-out)",
      description:
        "A catch-all route: `{nextauth}` stands for one or more path segments. Answers are " +
        "Auth.js's own (redirects, HTML, JSON), not this API's `{ message, code }`.",
      access: "none",
      params: nextAuthParams,
      ok: { status: 200, description: "Auth.js's answer" },
    });
  }
}
