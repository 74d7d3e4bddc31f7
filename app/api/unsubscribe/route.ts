import { answer } from "@/lib/api/contract";
import { unsubscribeResponse } from "@/lib/mail/responses";
import { handler } from "@/lib/api/handler";
import { unsubscribeQuery } from "@/lib/mail/schemas";
import { unsubscribe } from "@/lib/mail/unsubscribe";

// POST /api/unsubscribe?token=: one-click unsubscribe (RFC 8058), no sign-in; the token says
// who and which kind. The mail client's `List-Unsubscribe=One-Click` form body is not needed.
export const POST = handler(
  {
    auth: "none",
    query: unsubscribeQuery,
    tag: "Notifications",
    summary: "One-click unsubscribe (RFC 8058); the token says who and which kind",
    responses: { 200: answer("Unsubscribed from this kind", unsubscribeResponse) },
  },
  ({ db, query }) => unsubscribe(db, { token: query.token }),
);
