import "server-only";
import { liveHub } from "./hub";
import { LIVE_HEARTBEAT_MS, LIVE_RETRY_MS, type LiveEvent } from "./shared";

const encoder = new TextEncoder();

/**
 * GET /api/events: a server-sent event stream of the user's live events, open until the tab
 * closes it. Each event is `event: <kind>` with the event as JSON; a comment line keeps it alive.
 */
export async function openLiveStream(userId: string, signal: AbortSignal): Promise<Response> {
  const hub = await liveHub();
  let stop = () => undefined as void;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const unsubscribe = await hub.subscribe(userId, (event: LiveEvent) =>
        send(`event: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`),
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
      if (signal.aborted) return stop();
      signal.addEventListener("abort", () => stop(), { once: true });
      send(`retry: ${LIVE_RETRY_MS}\n: connected\n\n`);
    },
    cancel() {
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
