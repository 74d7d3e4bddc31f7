import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { acceptOwnershipOffer } from "@/lib/workspaces/ownership";
import { workspaceParams } from "@/lib/workspaces/schemas";
import { workspaceResponse } from "@/lib/workspaces/responses";

// POST /api/workspaces/{wid}/ownership-offer/accept: the offered admin becomes the owner
export const POST = handler(
  {
    auth: "user",
    params: workspaceParams,
    tag: "Workspace members",
    summary: "The offered admin accepts and becomes the owner; plan and seats move now",
    responses: { 200: answer("The workspace, the caller now its owner", workspaceResponse) },
    errors: [404],
  },
  ({ db, userId, params }) => acceptOwnershipOffer(db, { workspaceId: params.wid, userId }),
);
