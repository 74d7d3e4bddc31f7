import { describe, expect, it } from "vitest";
import { type PutDirect } from "@/client/uploads/upload-protocol";
import { RecordingUploader, UpgradeRequiredError } from "@/client/uploads/upload-client";
import { deps, fakeServer, fields, startScreenRecording } from "./recording-upload-fake-server";

describe("RecordingUploader", () => {
  it("cuts ~3 s parts from 500 ms chunks, sends them in order and commits them", async () => {
    const server = fakeServer();
    const clock = { now: 0 };
    const uploader = await startScreenRecording(deps(server, clock));
    for (let i = 0; i < 14; i++) {
      clock.now = i * 500;
      uploader.addChunk(new Blob([String.fromCharCode(97 + i)]), clock.now);
    }
    uploader.finish(7000);
    await uploader.drained();
    expect(server.parts.size).toBe(uploader.recording.partCount);
    expect(uploader.recording.partCount).toBe(3);
    await uploader.commit(fields, null);
    expect(server.state.commitFields).toEqual({
      title: "T",
      description: "",
      isPrivate: "true",
      duration: "7",
      partCount: "3",
    });
    expect(server.state.committed).toBe("abcdefghijklmn");
  });

  it("retries through failures and an outage without losing or reordering a byte", async () => {
    const server = fakeServer();
    const clock = { now: 0 };
    const uploader = await startScreenRecording(deps(server, clock));
    server.state.failures = 3;
    for (let i = 0; i < 8; i++) {
      clock.now = i * 1000;
      if (i === 3) server.state.offline = true;
      if (i === 6) server.state.offline = false;
      uploader.addChunk(new Blob([String(i)]), clock.now);
    }
    uploader.finish(8000);
    await uploader.commit(fields, null);
    expect(server.state.committed).toBe("01234567");
  });

  it("recovers a recording from the store after a reload", async () => {
    const server = fakeServer();
    const clock = { now: 0 };
    const d = deps(server, clock);
    const first = await RecordingUploader.start({
      mimeType: "video/webm",
      mode: "camera-only",
      userId: "u1",
      deps: d,
    });
    server.state.offline = true; // the parts never reach the server before the "crash"
    for (let i = 0; i < 8; i++) {
      clock.now = i * 1000;
      first.addChunk(new Blob([String(i)]), clock.now);
    }
    await new Promise((r) => setTimeout(r, 10));
    server.state.offline = false;
    const [left] = await d.store!.listRecordings();
    expect(left?.partCount).toBe(2);
    expect(left?.durationMs).toBe(7000);
    const restored = await RecordingUploader.restore(left!, { ...d });
    await restored.commit(fields, null);
    // Every chunk survives: the part being gathered is stored with each chunk.
    expect(server.state.committed).toBe("01234567");
    expect(await d.store!.listRecordings()).toEqual([]);
  });

  it("throws the upgrade error when the free plan is full, and discard deletes the session", async () => {
    const server = fakeServer();
    server.state.refuseCreate = true;
    await expect(
      RecordingUploader.start({
        mimeType: "",
        mode: "screen-only",
        userId: "u1",
        deps: deps(server),
      }),
    ).rejects.toBeInstanceOf(UpgradeRequiredError);
    server.state.refuseCreate = false;
    const uploader = await RecordingUploader.start({
      mimeType: "",
      mode: "screen-only",
      userId: "u1",
      deps: deps(server),
    });
    await uploader.abort();
    expect(server.state.deleted).toBe(true);
  });

  it("sends parts straight to the blob store when the session says so, then acknowledges them", async () => {
    const server = fakeServer();
    server.state.partUpload = "blob";
    const clock = { now: 0 };
    let storeDown = 2;
    const putDirect: PutDirect = async (grant, part) => {
      if (storeDown-- > 0) throw new TypeError("Failed to fetch");
      server.state.inStore.set(grant.pathname, await part.text());
    };
    const uploader = await startScreenRecording({ ...deps(server, clock), putDirect });
    expect(uploader.recording.partUpload).toBe("blob");
    for (let i = 0; i < 8; i++) {
      clock.now = i * 1000;
      uploader.addChunk(new Blob([String(i)]), clock.now);
    }
    uploader.finish(8000);
    await uploader.commit(fields, null);
    expect(server.state.committed).toBe("01234567");
    expect(server.state.routePuts).toBe(0);
    expect([...server.state.inStore.keys()]).toEqual([
      "uploads/s/part-0",
      "uploads/s/part-1",
      "uploads/s/part-2",
    ]);
  });

  it("gives up on the part upload when the blob store refuses it (the Save falls back)", async () => {
    const server = fakeServer();
    server.state.partUpload = "blob";
    const putDirect: PutDirect = async () => {
      throw new Error(
        "Vercel Blob: Access denied, please provide a valid token for this resource.",
      );
    };
    const uploader = await startScreenRecording({ ...deps(server), putDirect });
    uploader.addChunk(new Blob(["x"]), 500);
    uploader.finish(500);
    await expect(uploader.drained()).rejects.toMatchObject({ status: 403 });
    expect(uploader.error).not.toBeNull();
  });
});
