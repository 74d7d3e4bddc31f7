import { text } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { openLiveStream } from "@/lib/live/stream";

export const dynamic = "force-dynamic";

// GET /api/events: the signed-in user's live events (text/event-stream), e.g. "Jane (Acme) is
// watching now" when an identified viewer starts one of their videos
export const GET = handler(
  {
    auth: "user",
    tag: "Insights",
    summary:
      "The caller's live events as server-sent events (one stream per tab; at most 5 per user, a sixth closes the oldest)",
    errors: [503],
    responses: {
      200: text(
        "text/event-stream",
        "An open stream: `event: watching` with JSON `{ kind, videoId, videoTitle, viewer, at " +
          "}` when an identified viewer starts one of the caller's videos",
      ),
    },
  },
  ({ userId, signal }) => openLiveStream(userId, signal),
);
