import "server-only";
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { brandingPatchSchema, logoQuery } from "@/lib/branding/schemas";
import { workspaceParams } from "@/lib/workspaces/schemas";
import { ok, routes } from "./registry";
import { looseObject } from "./schemas";

const branding = ok(
  200,
  "The branding",
  looseObject("{ workspaceId, accentColor, logoUrl, enabled, updatedAt }"),
);
/** Owners and admins on a plan with custom branding: others in the workspace 403, outsiders 404. */
const change = { params: workspaceParams, errors: [403, 404] };
const png = { "image/png": { schema: { type: "string" as const, contentMediaType: "image/png" } } };

export function registerBranding(registry: OpenAPIRegistry): void {
  const { get, patch, put, del } = routes(registry, "Workspace branding");
  const path = "/api/workspaces/{wid}/branding";
  get(path, "user", "Any member reads the logo URL, accent and whether the plan shows them", {
    params: workspaceParams,
    errors: [404],
    ok: branding,
  });
  patch(
    path,
    "user",
    "Owners and admins on Pro Annual set (`#rrggbb`) or clear (null) the accent",
    {
      ...change,
      body: { json: brandingPatchSchema },
      ok: branding,
    },
  );
  get(`${path}/logo`, "none", "The logo (PNG), public; cached for ever at its current `v`", {
    params: workspaceParams,
    query: logoQuery,
    errors: [404],
    ok: { status: 200, description: "The logo", content: png },
  });
  put(`${path}/logo`, "user", "Owners and admins on Pro Annual upload a logo", {
    ...change,
    description:
      "The body is the image's bytes with `Content-Type: image/*`: PNG, JPEG or WebP (by its " +
      "content, whatever its name or declared type), at most 1 MB. The server fits it into " +
      "480 x 160 and stores it as PNG; the answer's `logoUrl` names the new version.",
    body: { other: { "image/*": { schema: { type: "string", contentMediaType: "image/*" } } } },
    errors: [400, 403, 404, 413, 415],
    ok: branding,
  });
  del(`${path}/logo`, "user", "Owners and admins remove the logo (on any plan)", {
    ...change,
    ok: branding,
  });
}
