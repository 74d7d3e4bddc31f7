import { describe, expect, it } from "vitest";
import type { UploadConnection } from "@/client/uploads/connection";
import { findLeftover } from "@/client/uploads/leftover";
import { findQueuedSaves, finishQueuedSave } from "@/client/uploads/queued-save";
import type { RecordingUploader } from "@/client/uploads/upload-client";
import { deps, fakeServer, fields, startScreenRecording } from "./recording-upload-fake-server";

// The uploader offline: what it says of its connection, and a Save queued until the network is back.

/** Resolves once the uploader's connection satisfies `wanted`. */
function connectionBecomes(
  uploader: RecordingUploader,
  wanted: (connection: UploadConnection) => boolean,
): Promise<UploadConnection> {
  return new Promise((resolve) => {
    if (wanted(uploader.connection)) return resolve(uploader.connection);
    const stop = uploader.watchProgress(() => {
      if (!wanted(uploader.connection)) return;
      stop();
      resolve(uploader.connection);
    });
  });
}

const notLive = async () => false;

describe("the uploader's connection", () => {
  it("says offline with the backlog while parts fail, catching up when back, online once drained", async () => {
    const server = fakeServer();
    const clock = { now: 0 };
    const uploader = await startScreenRecording(deps(server, clock));
    expect(uploader.connection).toEqual({ state: "online" });
    const seen: string[] = [];
    uploader.watchProgress(() => {
      const { state } = uploader.connection;
      if (seen.at(-1) !== state) seen.push(state);
    });
    server.state.offline = true;
    for (let i = 0; i < 10; i++) {
      clock.now = i * 1000;
      uploader.addChunk(new Blob([String(i)]), clock.now);
    }
    // Three parts of ~3 s ("0123", "456", "789") cut meanwhile, none acknowledged: all of them wait here.
    const offline = await connectionBecomes(
      uploader,
      (c) => c.state === "offline" && c.backlogParts === 3,
    );
    expect(offline).toEqual({ state: "offline", backlogParts: 3, backlogBytes: 10 });
    // The same object while nothing changes (React's external store compares by identity).
    expect(uploader.connection).toBe(uploader.connection);
    server.state.offline = false;
    uploader.finish(10_000);
    await uploader.drained();
    expect(uploader.connection).toEqual({ state: "online" });
    expect(seen).toEqual(["online", "offline", "catching-up", "online"]);
    await uploader.commit(fields, null);
    expect(server.state.committed).toBe("0123456789");
  });

  it("a server refusing with 503 counts as failing too, and is caught up afterwards", async () => {
    const server = fakeServer();
    const uploader = await startScreenRecording(deps(server));
    server.state.failures = 5;
    uploader.addChunk(new Blob(["a"]), 500);
    uploader.finish(500);
    await connectionBecomes(uploader, (c) => c.state === "offline");
    await uploader.drained();
    expect(uploader.connection.state).toBe("online");
  });
});

describe("a Save queued offline", () => {
  it("waits for the network however long, keeping the Save's fields with the recording", async () => {
    const server = fakeServer();
    const d = deps(server);
    const uploader = await startScreenRecording({ ...d, workspaceId: undefined } as typeof d);
    uploader.addChunk(new Blob(["a"]), 500);
    await uploader.drained();
    server.state.offline = true;
    uploader.addChunk(new Blob(["b"]), 1000);
    uploader.finish(1000);
    const saving = uploader.commit({ ...fields, title: "Queued" }, new Blob(["png"]));
    // Far more tries than a commit's usual few: offline is never a reason to give up.
    await connectionBecomes(uploader, (c) => c.state === "offline");
    await new Promise((r) => setTimeout(r, 50));
    const [kept] = await d.store!.listRecordings();
    expect(kept?.queuedSave?.fields).toEqual({ ...fields, title: "Queued" });
    expect(server.state.committed).toBe("");
    server.state.offline = false;
    const video = await saving;
    expect(video).toMatchObject({ id: 1, title: "Queued" });
    expect(server.state.committed).toBe("ab");
    expect(server.state.commitFields.title).toBe("Queued");
    expect(await d.store!.listRecordings()).toEqual([]);
  });

  it("is finished from the store after a reload, with the kept fields, never offered to recover", async () => {
    const server = fakeServer();
    const d = deps(server);
    const first = await startScreenRecording(d);
    server.state.offline = true;
    for (let i = 0; i < 4; i++) first.addChunk(new Blob([String(i)]), i * 1000);
    first.finish(4000);
    void first.commit({ ...fields, title: "After reload" }, null).catch(() => undefined);
    await connectionBecomes(first, (c) => c.state === "offline");
    // The page goes away: its uploader stops; a new page load finds the queued save.
    first.leave();
    const store = { store: d.store, isLive: notLive };
    const discard = async () => {};
    expect(await findLeftover("u1", { ...store, discard })).toBeNull();
    const [queued, ...others] = await findQueuedSaves("u1", store);
    expect(others).toEqual([]);
    expect(await findQueuedSaves("someone-else", store)).toEqual([]);
    const finishing = finishQueuedSave(queued!, d);
    await new Promise((r) => setTimeout(r, 30));
    server.state.offline = false;
    const video = await finishing;
    expect(video.title).toBe("After reload");
    expect(server.state.committed).toBe("0123");
    expect(await d.store!.listRecordings()).toEqual([]);
  });

  it("signed out at the commit stays queued for the next visit; another refusal unqueues it", async () => {
    const server = fakeServer();
    const d = deps(server);
    const answering = (status: number, message: string) =>
      (async (input: RequestInfo | URL, init?: RequestInit) =>
        String(input).endsWith("/commit")
          ? new Response(JSON.stringify({ message }), { status })
          : server.fetch(input, init)) as typeof fetch;
    const signedOutFetch = answering(401, "Unauthorized");
    const first = await startScreenRecording({ ...d, fetch: signedOutFetch });
    first.addChunk(new Blob(["x"]), 500);
    first.finish(500);
    await expect(first.commit(fields, null)).rejects.toMatchObject({ status: 401 });
    first.leave();
    const [queued] = await findQueuedSaves("u1", { store: d.store, isLive: notLive });
    await expect(finishQueuedSave(queued!, { ...d, fetch: signedOutFetch })).rejects.toMatchObject({
      keep: true,
    });
    expect((await d.store!.listRecordings())[0]?.queuedSave).toBeDefined();
    const refusingFetch = answering(400, "Invalid title");
    await expect(finishQueuedSave(queued!, { ...d, fetch: refusingFetch })).rejects.toMatchObject({
      keep: false,
    });
    const [left] = await d.store!.listRecordings();
    expect(left?.queuedSave).toBeUndefined();
    expect(
      (await findLeftover("u1", { store: d.store, isLive: notLive, discard: async () => {} }))?.id,
    ).toBe(left?.id);
  });
});
