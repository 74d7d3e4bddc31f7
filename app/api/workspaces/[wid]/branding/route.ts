import { answer } from "@/lib/api/contract";
import { brandingResponse } from "@/lib/branding/responses";
import { handler } from "@/lib/api/handler";
import { getBranding } from "@/lib/branding/queries";
import { brandingPatchSchema } from "@/lib/branding/schemas";
import { setAccentColor } from "@/lib/branding/update";
import { workspaceParams } from "@/lib/workspaces/schemas";

// GET /api/workspaces/{wid}/branding: the workspace's logo URL, accent and whether its plan shows them
export const GET = handler(
  {
    auth: "user",
    params: workspaceParams,
    tag: "Workspace branding",
    summary: "Any member reads the logo URL, accent and whether the plan shows them",
    responses: {
      200: answer("The branding", brandingResponse),
    },
    errors: [404],
  },
  ({ db, userId, params }) => getBranding(db, { workspaceId: params.wid, userId }),
);

// PATCH /api/workspaces/{wid}/branding: owners and admins on Pro Annual set or clear the accent
export const PATCH = handler(
  {
    auth: "user",
    params: workspaceParams,
    body: brandingPatchSchema,
    tag: "Workspace branding",
    summary: "Owners and admins on Pro Annual set (`#rrggbb`) or clear (null) the accent",
    responses: {
      200: answer("The branding", brandingResponse),
    },
    errors: [404],
  },
  ({ db, userId, params, body }) =>
    setAccentColor(db, { workspaceId: params.wid, userId, accentColor: body.accentColor }),
);
