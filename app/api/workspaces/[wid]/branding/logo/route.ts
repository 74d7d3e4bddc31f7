import { answer } from "@/lib/api/contract";
import { brandingResponse } from "@/lib/branding/responses";
import { handler } from "@/lib/api/handler";
import { deleteLogo, putLogo, serveLogo } from "@/lib/branding/logo";
import { logoQuery } from "@/lib/branding/schemas";
import { workspaceParams } from "@/lib/workspaces/schemas";

// GET /api/workspaces/{wid}/branding/logo?v=: the logo, public; cached for ever at its current version
export const GET = handler(
  {
    auth: "none",
    params: workspaceParams,
    query: logoQuery,
    tag: "Workspace branding",
    summary: "The logo (PNG), public; cached for ever at its current `v`",
    responses: {
      200: {
        description: "The logo",
        content: { "image/png": { schema: { type: "string", contentMediaType: "image/png" } } },
      },
    },
    errors: [404],
  },
  ({ db, storage, params, query }) =>
    serveLogo(db, storage, { workspaceId: params.wid, version: query.v }),
);

// PUT /api/workspaces/{wid}/branding/logo: owners and admins on Pro Annual upload the image bytes
export const PUT = handler(
  {
    auth: "user",
    params: workspaceParams,
    body: "raw",
    tag: "Workspace branding",
    summary: "Owners and admins on Pro Annual upload a logo",
    description:
      "The body is the image's bytes with `Content-Type: image/*`: PNG, JPEG or WebP (by its " +
      "content, whatever its name or declared type), at most 1 MB. The server fits it into " +
      "480 x 160 and stores it as PNG; the answer's `logoUrl` names the new version.",
    responses: {
      200: answer("The branding", brandingResponse),
    },
    errors: [404, 413, 415],
    accepts: {
      content: { "image/*": { schema: { type: "string", contentMediaType: "image/*" } } },
    },
  },
  ({ db, storage, userId, params, body }) =>
    putLogo(db, storage, { workspaceId: params.wid, userId, body }),
);

// DELETE /api/workspaces/{wid}/branding/logo: owners and admins remove the logo (any plan)
export const DELETE = handler(
  {
    auth: "user",
    params: workspaceParams,
    tag: "Workspace branding",
    summary: "Owners and admins remove the logo (on any plan)",
    responses: {
      200: answer("The branding", brandingResponse),
    },
    errors: [404],
  },
  ({ db, storage, userId, params }) => deleteLogo(db, storage, { workspaceId: params.wid, userId }),
);
