import "server-only";
import { liveHub } from "./hub";
import { serviceUnavailable } from "@/lib/errors";
import {
  LIVE_CLOSED_EVENT,
  LIVE_HEARTBEAT_MS,
  LIVE_RETRY_MS,
  LIVE_STREAMS_PER_PROCESS,
  type LiveEvent,
} from "./shared";

const LIVE_MESSAGES = {
  serverFull: `This server holds ${LIVE_STREAMS_PER_PROCESS} live streams already; try again shortly.`,
};

const encoder = new TextEncoder();

/**
 * GET /api/events: a server-sent event stream of the user's live events, open until the tab
 * closes it. Each event is `event: <kind>` with the event as JSON; a comment line keeps it alive.
 */
export async function openLiveStream(userId: string, signal: AbortSignal): Promise<Response> {
  const hub = await liveHub();
  if (hub.full) throw serviceUnavailable(LIVE_MESSAGES.serverFull);
  let stop = () => undefined as void;
  let ended = false;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      // Replaced by a newer stream of the same user: say so (the app then stays closed), then end.
      const evict = () => {
        ended = true;
        send(`event: ${LIVE_CLOSED_EVENT}\ndata: ${JSON.stringify({ reason: "replaced" })}\n\n`);
        stop();
      };
      const unsubscribe = await hub.subscribe(
        userId,
        (event: LiveEvent) => send(`event: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`),
        evict,
      );
      const heartbeat = setInterval(() => send(": keep-alive\n\n"), LIVE_HEARTBEAT_MS);
      heartbeat.unref?.();
      stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        stop = () => undefined;
        try {
          controller.close();
        } catch {
          // Already closed by the client.
        }
      };
      // Cancelled, aborted or replaced while subscribing: `stop` did not exist yet.
      if (signal.aborted || ended) return stop();
      signal.addEventListener("abort", () => stop(), { once: true });
      send(`retry: ${LIVE_RETRY_MS}\n: connected\n\n`);
    },
    cancel() {
      ended = true;
      stop();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      Connection: "keep-alive",
      // Proxies such as nginx must pass each event on at once.
      "X-Accel-Buffering": "no",
    },
  });
}
