import "server-only";
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import {
  createLinkSchema,
  linkIdParams,
  recipientSchema,
  viewerIdentitySchema,
  viewerKeyQuery,
} from "@/lib/audience/schemas";
import { videoIdParams } from "@/lib/videos/schemas";
import { ok, routes, watchErrors } from "./registry";
import { looseArray, looseObject } from "./schemas";

/** The owner's analytics: 404 for anyone else, 403 without the plan that includes them. */
const ownerWithPlan = { params: videoIdParams, errors: [403, 404] };

export function registerEngagement(registry: OpenAPIRegistry): void {
  const csv = "One CSV row per viewer: identity, percent, completion, click (Pro Annual)";
  routes(registry, "Insights").get("/api/videos/{id}/insights.csv", "user", csv, {
    ...ownerWithPlan,
    ok: {
      status: 200,
      description: "The viewers, a header row first",
      content: { "text/csv": { schema: { type: "string" } } },
    },
  });

  const live = "The caller's live events as server-sent events (one stream per tab)";
  routes(registry, "Insights").get("/api/events", "user", live, {
    ok: {
      status: 200,
      description:
        "An open stream: `event: watching` with JSON `{ kind, videoId, videoTitle, viewer, at }` when an identified viewer starts one of the caller's videos",
      content: { "text/event-stream": { schema: { type: "string" } } },
    },
  });

  const forget = "The owner erases one viewer's record (sessions, views, click)";
  routes(registry, "Insights").del("/api/videos/{id}/viewers", "user", forget, {
    params: videoIdParams,
    query: viewerKeyQuery,
    errors: [404],
    ok: ok(204, "Erased"),
  });

  const links = routes(registry, "Tracked links");
  const list = "The owner's tracked links with each recipient's figures (Pro Annual)";
  links.get("/api/videos/{id}/links", "user", list, {
    ...ownerWithPlan,
    ok: ok(200, "Links, newest first", looseArray("Tracked link summaries")),
  });
  const create = "A link for one recipient; its token is shown this once (Pro Annual)";
  links.post("/api/videos/{id}/links", "user", create, {
    ...ownerWithPlan,
    body: { json: createLinkSchema },
    ok: ok(201, "{ id, token, url }", looseObject("Created link")),
  });
  links.del("/api/links/{linkId}", "user", "The owner revokes a tracked link", {
    params: linkIdParams,
    errors: [404],
    ok: ok(204, "Revoked"),
  });
  const claim = "Attribute this browser to a tracked link's recipient (sets an httpOnly cookie)";
  links.post("/api/videos/{id}/recipient", "viewer", claim, {
    params: videoIdParams,
    body: { json: recipientSchema },
    ok: ok(200, "{ recipientName, note }", looseObject("Greeting")),
    errors: watchErrors,
  });

  const gate =
    "Pass a video's email gate with an email and optional name (sets an httpOnly cookie)";
  routes(registry, "Email gate").post("/api/videos/{id}/viewer", "viewer", gate, {
    description:
      "Until then a gated video's data, media and captions answer 403 email_required to anyone " +
      "but its owner, its workspace's members and live tracked links. 204 without a cookie for " +
      "those, and for a video without a gate. A password or expiry answers first (403, 410).",
    params: videoIdParams,
    body: { json: viewerIdentitySchema },
    ok: ok(204, "Passed (the viewer cookie is set)"),
    errors: [400, 403, 404, 410, 429],
  });
}
