import "server-only";
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { oembedQuery } from "@/lib/metadata/oembed-query";
import { ok, routes } from "./registry";
import { looseObject } from "./schemas";

/** Auth.js owns these paths: one or more segments (`signin/google`, `session`, `csrf`, ...). */
const nextAuthParams = z.object({
  nextauth: z.string().describe("Auth.js action path, e.g. `session` or `callback/google`"),
});

export function registerOperations(registry: OpenAPIRegistry): void {
  const operations = routes(registry, "Operations");
  const health = "Liveness; ?deep=1 with Bearer CRON_SECRET also checks the database and storage";
  operations.get("/api/health", "none", health, {
    query: z.object({ deep: z.literal("1").optional() }),
    ok: [
      ok(200, "Healthy", looseObject("{ status, ... }")),
      ok(503, "A deep check failed", looseObject("Checks")),
    ],
    errors: [401],
  });
  const drain = "The scheduler drains the job queue (Bearer CRON_SECRET)";
  operations.get("/api/cron/process", "none", drain, {
    ok: ok(200, "What ran", looseObject("Drain report")),
    errors: [401],
  });
  operations.get("/api/openapi.json", "none", "This document", {
    ok: ok(200, "OpenAPI 3.1", looseObject("OpenAPI")),
  });

  routes(registry, "Sharing").get(
    "/api/oembed",
    "viewer",
    "oEmbed JSON for a video page or embed URL",
    {
      query: oembedQuery,
      ok: ok(200, "oEmbed", looseObject("oEmbed response")),
      errors: [404, 410, 501],
    },
  );

  const auth = routes(registry, "Auth");
  const authJs = {
    description:
      "A catch-all route: `{nextauth}` stands for one or more path segments. Answers are " +
      "Auth.js's own (redirects, HTML, JSON), not this API's `{ message, code }`.",
    params: nextAuthParams,
    libraryAnswers: true,
    ok: [
      ok(200, "Auth.js's answer (JSON for `session`, `csrf` and `providers`; else HTML)"),
      ok(302, "A redirect: to the provider, back from it, or to the error or sign-in page"),
      ok(400, "Auth.js refuses the action (unknown action or method, missing CSRF token)"),
    ],
  };
  const authSummary = "Auth.js endpoints (sign-in, callbacks, session, CSRF, sign-out)";
  auth.get("/api/auth/{nextauth}", "none", authSummary, authJs);
  auth.post("/api/auth/{nextauth}", "none", authSummary, authJs);
}
