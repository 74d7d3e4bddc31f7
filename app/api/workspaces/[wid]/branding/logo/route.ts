import { handler } from "@/lib/api/handler";
import { deleteLogo, putLogo, serveLogo } from "@/lib/branding/logo";
import { logoQuery } from "@/lib/branding/schemas";
import { workspaceParams } from "@/lib/workspaces/schemas";

// GET /api/workspaces/{wid}/branding/logo?v=: the logo, public; cached for ever at its current version
export const GET = handler(
  { auth: "none", params: workspaceParams, query: logoQuery },
  ({ db, storage, params, query }) =>
    serveLogo(db, storage, { workspaceId: params.wid, version: query.v }),
);

// PUT /api/workspaces/{wid}/branding/logo: owners and admins on Pro Annual upload the image bytes
export const PUT = handler(
  { auth: "user", params: workspaceParams },
  ({ db, storage, userId, params, request }) =>
    putLogo(db, storage, { workspaceId: params.wid, userId, request }),
);

// DELETE /api/workspaces/{wid}/branding/logo: owners and admins remove the logo (any plan)
export const DELETE = handler(
  { auth: "user", params: workspaceParams },
  ({ db, storage, userId, params }) => deleteLogo(db, storage, { workspaceId: params.wid, userId }),
);
