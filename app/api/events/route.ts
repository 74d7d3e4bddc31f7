import { handler } from "@/lib/api/handler";
import { openLiveStream } from "@/lib/live/stream";

export const dynamic = "force-dynamic";

// GET /api/events: the signed-in user's live events (text/event-stream), e.g. "Jane (Acme) is
// watching now" when an identified viewer starts one of their videos
export const GET = handler({ auth: "user" }, ({ userId, request }) =>
  openLiveStream(userId, request.signal),
);
