import { describe, expect, it } from "vitest";
import { asStoreFailure } from "@/client/uploads/upload-protocol";
import { RecordingUploader, type UploaderDeps } from "@/client/uploads/upload-client";
import { deps, fakeServer, fields, startScreenRecording } from "./recording-upload-fake-server";

describe("RecordingUploader on S3", () => {
  const expired = `<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>`;

  it("gathers parts of at least the session's minimum size and puts them into the bucket", async () => {
    const server = fakeServer();
    server.state.partUpload = "s3";
    server.state.bucketAnswers.push({ status: 403, body: expired }, { status: 503, body: "" });
    const clock = { now: 0 };
    const uploader = await startScreenRecording(deps(server, clock));
    expect(uploader.recording).toMatchObject({ partUpload: "s3", minPartBytes: 4 });
    for (let i = 0; i < 10; i++) {
      clock.now = i * 1000;
      uploader.addChunk(new Blob([String.fromCharCode(97 + i)]), clock.now);
    }
    uploader.finish(10_000);
    await uploader.commit(fields, null);
    // An expired URL and a 5xx are retried with a new URL; the parts hold 4 bytes but the last.
    expect(server.state.committed).toBe("abcdefghij");
    expect([...server.state.inStore.values()]).toEqual(["abcd", "efgh", "ij"]);
    expect(server.state.routePuts).toBe(0);
  });

  it("gives up when the bucket refuses the part for good (the Save falls back)", async () => {
    const server = fakeServer();
    server.state.partUpload = "s3";
    server.state.bucketAnswers.push({
      status: 404,
      body: "<Error><Code>NoSuchUpload</Code></Error>",
    });
    const uploader = await startScreenRecording(deps(server));
    uploader.addChunk(new Blob(["x"]), 500);
    uploader.finish(500);
    await expect(uploader.drained()).rejects.toMatchObject({
      status: 404,
      message: "The bucket refused the part: NoSuchUpload",
    });
  });

  it("sends parts cut before there was a session through the server, as S3 would refuse them", async () => {
    const server = fakeServer();
    server.state.partUpload = "s3";
    server.state.offline = true;
    const clock = { now: 0 };
    const uploader = await startScreenRecording(deps(server, clock));
    expect(uploader.sessionId).toBeNull();
    for (let i = 0; i < 8; i++) {
      clock.now = i * 1000;
      if (i === 5) server.state.offline = false;
      uploader.addChunk(new Blob([String(i)]), clock.now);
    }
    uploader.finish(8000);
    await uploader.commit(fields, null);
    expect(server.state.creates).toEqual([{ contentType: "video/webm", partUpload: "server" }]);
    expect(server.state.committed).toBe("01234567");
    expect(server.state.inStore.size).toBe(0);
  });
});

describe("RecordingUploader.restore", () => {
  async function leftBehind(server: ReturnType<typeof fakeServer>, d: UploaderDeps) {
    const clock = { now: 0 };
    const first = await startScreenRecording({ ...d, now: () => clock.now });
    server.state.offline = true;
    for (let i = 0; i < 8; i++) {
      clock.now = i * 1000;
      first.addChunk(new Blob([String(i)]), clock.now);
    }
    await new Promise((r) => setTimeout(r, 10));
    const [left] = await d.store!.listRecordings();
    return left!;
  }

  it("opens a new session when the server removed the old one, and sends what the browser kept", async () => {
    const server = fakeServer();
    const d = deps(server);
    const left = await leftBehind(server, d);
    server.state.offline = false;
    server.state.sessionGone = true;
    const restored = await RecordingUploader.restore(left, d);
    expect(restored.partCount).toBe(3);
    await restored.commit(fields, null);
    expect(server.state.committed).toBe("01234567");
  });

  it("throws and keeps the leftover when the server cannot be reached", async () => {
    const server = fakeServer();
    const d = deps(server);
    const left = await leftBehind(server, d);
    await expect(RecordingUploader.restore(left, d)).rejects.toThrow("Failed to fetch");
    expect(await d.store!.listRecordings()).toHaveLength(1);
    expect((await d.store!.loadParts(left.id)).size).toBe(3);
  });
});

describe("asStoreFailure", () => {
  it("makes the store's refusals fatal and keeps network failures and expiry retryable", () => {
    for (const message of [
      "Vercel Blob: Access denied, please provide a valid token for this resource.",
      "Vercel Blob: Content type mismatch, x.",
      "Vercel Blob: Pathname mismatch, y.",
      "Vercel Blob: File is too large, z.",
      "Vercel Blob: This store does not exist.",
    ])
      expect(asStoreFailure(new Error(message))).toMatchObject({ status: 403, message });
    const network = new TypeError("Failed to fetch");
    expect(asStoreFailure(network)).toBe(network);
    const expired = new Error("Vercel Blob: Client token has expired.");
    expect(asStoreFailure(expired)).toBe(expired);
  });
});
