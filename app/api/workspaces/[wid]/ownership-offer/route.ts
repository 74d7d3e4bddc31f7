import { answer, success } from "@/lib/api/contract";
import { handler, json } from "@/lib/api/handler";
import {
  cancelOwnershipOffer,
  getOwnershipOffer,
  offerOwnership,
} from "@/lib/workspaces/ownership";
import { offerOwnershipSchema, workspaceParams } from "@/lib/workspaces/schemas";
import { ownershipOfferResponse, ownershipOfferStateResponse } from "@/lib/workspaces/responses";

// GET /api/workspaces/{wid}/ownership-offer: the owner and admins see the pending offer (or null)
export const GET = handler(
  {
    auth: "user",
    params: workspaceParams,
    tag: "Workspace members",
    summary: "The owner and admins read the pending ownership offer",
    responses: { 200: answer("The pending offer, or null", ownershipOfferStateResponse) },
    errors: [403, 404],
  },
  ({ db, userId, params }) => getOwnershipOffer(db, { workspaceId: params.wid, userId }),
);

// POST /api/workspaces/{wid}/ownership-offer: the owner offers the workspace to an admin
export const POST = handler(
  {
    auth: "user",
    params: workspaceParams,
    body: offerOwnershipSchema,
    tag: "Workspace members",
    summary: "The owner offers ownership to an admin (nothing moves until they accept)",
    responses: { 201: answer("The offer", ownershipOfferResponse) },
    errors: [404, 409],
  },
  async ({ db, userId, params, body }) =>
    json(await offerOwnership(db, { workspaceId: params.wid, userId, memberId: body.userId }), 201),
);

// DELETE /api/workspaces/{wid}/ownership-offer: the owner cancels the pending offer
export const DELETE = handler(
  {
    auth: "user",
    params: workspaceParams,
    tag: "Workspace members",
    summary: "The owner cancels the pending ownership offer",
    responses: { 200: answer("Cancelled", success) },
    errors: [404],
  },
  async ({ db, userId, params }) => {
    await cancelOwnershipOffer(db, { workspaceId: params.wid, userId });
    return { success: true };
  },
);
