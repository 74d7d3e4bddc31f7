import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FRAME_TICKER_SOURCE } from "@/client/recording/frame-ticker";

/** Runs the worker's source with a fake worker scope: what it posts, and a way to message it. */
function loadTicker() {
  const posted: unknown[] = [];
  // `onmessage=` in the source assigns to this object's own property (the scope given to `with`).
  const scope: { onmessage: ((event: { data: unknown }) => void) | undefined } = {
    onmessage: undefined,
  };
  const run = new Function("postMessage", "scope", `with (scope) { ${FRAME_TICKER_SOURCE} }`);
  run((message: unknown) => posted.push(message), scope);
  const send = (data: unknown) => scope.onmessage?.({ data });
  return { posted, send };
}

describe("the recorder's frame clock", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("ticks at the interval while the page keeps up", () => {
    const { posted, send } = loadTicker();
    send(100);
    for (let frame = 0; frame < 5; frame += 1) {
      vi.advanceTimersByTime(100);
      send("done");
    }
    expect(posted).toHaveLength(5);
  });

  it("never queues a second tick for a page that is still drawing", () => {
    const { posted, send } = loadTicker();
    send(100);
    vi.advanceTimersByTime(5_000);
    expect(posted).toHaveLength(1);
    send("done");
    vi.advanceTimersByTime(100);
    expect(posted).toHaveLength(2);
  });

  it("stops when told 0", () => {
    const { posted, send } = loadTicker();
    send(100);
    vi.advanceTimersByTime(100);
    send("done");
    send(0);
    vi.advanceTimersByTime(1_000);
    expect(posted).toHaveLength(1);
  });
});
