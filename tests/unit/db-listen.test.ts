import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import type { Connection } from "@/db/connect";
import { listen } from "@/db/listen";

/** A pooled client whose LISTEN fails the way a dying connection does: rejected, then "error". */
function dyingClient() {
  const client = Object.assign(new EventEmitter(), {
    released: 0,
    query: vi.fn(async () => {
      queueMicrotask(() => client.emit("error", new Error("terminated")));
      throw new Error("terminated");
    }),
    release: vi.fn(() => {
      client.released += 1;
      if (client.released > 1)
        throw new Error("Release called on client which has already been released");
    }),
  });
  return client;
}

describe("listen on Postgres", () => {
  it("releases a connection whose LISTEN failed once, and reports the failure", async () => {
    const client = dyingClient();
    const connection = {
      kind: "pg",
      db: { $client: { connect: async () => client } },
      close: async () => undefined,
    } as unknown as Connection;
    const onListening = vi.fn();
    await expect(listen(connection, "demo", () => undefined, { onListening })).rejects.toThrow(
      "terminated",
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(client.release).toHaveBeenCalledTimes(1);
    expect(onListening).not.toHaveBeenCalled();
  });
});
