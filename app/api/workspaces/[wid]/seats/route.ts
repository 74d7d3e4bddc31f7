import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { seatQuoteResponse } from "@/lib/billing/responses";
import { getSeatQuote } from "@/lib/workspaces/seat-quote";
import { workspaceParams } from "@/lib/workspaces/schemas";

// GET /api/workspaces/{wid}/seats: admins see what one more creator seat costs on the owner's plan
export const GET = handler(
  {
    auth: "user",
    params: workspaceParams,
    tag: "Workspace invites",
    summary: "Admins read the owner's plan, its price per creator seat and the seats counted now",
    responses: { 200: answer("The seat price and count", seatQuoteResponse) },
    errors: [403, 404],
  },
  ({ db, userId, params }) => getSeatQuote(db, { workspaceId: params.wid, userId }),
);
