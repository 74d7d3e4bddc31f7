import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as abortRoute, GET as statusRoute } from "@/app/api/uploads/[id]/route";
import { PUT as partRoute } from "@/app/api/uploads/[id]/parts/[n]/route";
import { POST as commitRoute } from "@/app/api/uploads/[id]/commit/route";
import { POST as tokenRoute } from "@/app/api/uploads/[id]/parts/[n]/token/route";
import { POST as completeRoute } from "@/app/api/uploads/[id]/parts/[n]/complete/route";
import { jobs, uploadSessions, videos } from "@/db/schema";
import { DIRECT_UPLOAD_UNAVAILABLE } from "@/lib/uploads/direct-parts";
import { MAX_PART_BYTES } from "@/lib/uploads/shared";
import { createUploadedVideo } from "@/lib/videos/create";
import type { UploadSessionResponse } from "@/lib/uploads/serialize";
import type { VideoResponse } from "@/lib/videos/serialize";
import { getStorage } from "@/lib/storage";
import { apiRequest, routeParams, type TestUser } from "../support/fixtures";
import { runUploadJoins } from "../support/upload-joins";
import {
  commit,
  createSession,
  database,
  message,
  other,
  owner,
  putPart,
  split,
  storedBytes,
} from "./upload-sessions-support";
import { PNG_BYTES, storedFiles, webmBytes } from "./videos-fixtures";
describe("upload sessions", () => {
  it("joins parts sent out of order and retried into the exact original, then creates the video", async () => {
    const session = await createSession();
    expect(session).toMatchObject({
      status: "open",
      parts: [],
      contentType: "video/webm",
      partUpload: "server",
    });
    const parts = split(webmBytes(), 4);
    for (const n of [2, 0, 3, 1, 2])
      expect((await putPart(session.id, n, parts[n]!)).status).toBe(200);

    const status = await statusRoute(
      apiRequest(`/api/uploads/${session.id}`, { token: owner.token }),
      routeParams({ id: session.id }),
    );
    const body = (await status.json()) as UploadSessionResponse;
    expect(body.parts).toEqual([0, 1, 2, 3]);
    expect(body.bytesReceived).toBe(webmBytes().length);

    const res = await commit(session.id, {
      title: "Live take",
      description: "d",
      isPrivate: false,
      duration: 4.2,
      partCount: 4,
    });
    expect(res.status).toBe(201);
    const video = (await res.json()) as VideoResponse;
    expect(video).toMatchObject({
      title: "Live take",
      description: "d",
      isPrivate: false,
      duration: 4.2,
      processingStatus: "queued",
    });
    // The commit answers before the join: the parts are still there, the join is queued.
    const queued = () => database.db().select().from(jobs).where(eq(jobs.videoId, video.id));
    expect((await queued()).map((job) => job.kind)).toEqual(["join-upload"]);
    expect(await storedFiles(`uploads/${session.id}`)).toHaveLength(4);
    expect(await storedFiles(`videos/${video.id}`)).toEqual([]);

    expect((await runUploadJoins(database.db(), getStorage())).get(video.id)).toBeNull();
    const [row] = await database.db().select().from(videos).where(eq(videos.id, video.id));
    expect(row?.originalKey).toBe(`videos/${video.id}/original.webm`);
    expect((await storedBytes(row!.originalKey!)).equals(webmBytes())).toBe(true);
    expect(row).toMatchObject({ originalSize: webmBytes().length, originalPlayable: true });
    expect((await queued()).map((job) => [job.kind, job.state])).toEqual(
      expect.arrayContaining([
        ["join-upload", "completed"],
        ["process-video", "queued"],
      ]),
    );
    expect(await storedFiles(`uploads/${session.id}`)).toEqual([]);

    // A commit retried after a dropped answer gets the same video, not a second one.
    const again = await commit(session.id, { title: "Live take", partCount: 4 });
    expect(again.status).toBe(200);
    expect(((await again.json()) as VideoResponse).id).toBe(video.id);
  });

  it("accepts a multipart commit with a thumbnail and defaults the fields", async () => {
    const session = await createSession();
    await putPart(session.id, 0, webmBytes());
    const form = new FormData();
    form.append("duration", "1");
    form.append("thumbnail", new Blob([PNG_BYTES], { type: "image/png" }), "thumbnail-1.png");
    const req = new Request(`http://127.0.0.1:3000/api/uploads/${session.id}/commit`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    const res = await commitRoute(req, routeParams({ id: session.id }));
    expect(res.status).toBe(201);
    const video = (await res.json()) as VideoResponse;
    expect(video).toMatchObject({ title: "Untitled Recording", isPrivate: true, description: "" });
    expect(video.thumbnailUrl).toMatch(`/api/videos/${video.id}/media/thumbnail`);
  });

  it("refuses a commit with a missing part, and a recording under 1000 bytes", async () => {
    const session = await createSession();
    const parts = split(webmBytes(), 3);
    await putPart(session.id, 0, parts[0]!);
    await putPart(session.id, 2, parts[2]!);
    const res = await commit(session.id, { partCount: 3 });
    expect(res.status).toBe(409);
    expect(await message(res)).toBe("Missing parts: 1");

    const tiny = await createSession();
    await putPart(tiny.id, 0, webmBytes().subarray(0, 500));
    const small = await commit(tiny.id, {});
    expect(small.status).toBe(400);
    expect(await message(small)).toBe(
      "Recording appears to be empty or corrupted. Please try recording again.",
    );
    // The session stays open: nothing was created, the parts remain for another try or a discard.
    const status = await statusRoute(
      apiRequest(`/api/uploads/${tiny.id}`, { token: owner.token }),
      routeParams({ id: tiny.id }),
    );
    expect(((await status.json()) as UploadSessionResponse).status).toBe("open");
  });

  it("limits parts to 4 MB and refuses empty ones", async () => {
    const session = await createSession();
    const big = await putPart(session.id, 0, new Uint8Array(MAX_PART_BYTES + 1));
    expect(big.status).toBe(413);
    const empty = await putPart(session.id, 0, new Uint8Array(0));
    expect(empty.status).toBe(400);
    const bad = await partRoute(
      new Request(`http://127.0.0.1:3000/api/uploads/${session.id}/parts/x`, {
        method: "PUT",
        headers: { authorization: `Bearer ${owner.token}` },
        body: new Uint8Array(10),
      }),
      routeParams({ id: session.id, n: "x" }),
    );
    expect(bad.status).toBe(400);
  });

  it("on local disk, grants no direct upload and acknowledges only parts the store holds", async () => {
    const session = await createSession();
    const params = routeParams({ id: session.id, n: "0" });
    const post = (path: string, user: TestUser = owner) =>
      apiRequest(`/api/uploads/${session.id}/parts/0/${path}`, {
        method: "POST",
        token: user.token,
      });
    const token = await tokenRoute(post("token"), params);
    expect(token.status).toBe(409);
    expect(await message(token)).toBe(DIRECT_UPLOAD_UNAVAILABLE);
    const early = await completeRoute(post("complete"), params);
    expect(early.status).toBe(409);
    expect(await message(early)).toBe("Part 0 is not in the store yet");
    await putPart(session.id, 0, webmBytes());
    const done = await completeRoute(post("complete"), params);
    expect(done.status).toBe(200);
    expect(((await done.json()) as UploadSessionResponse).parts).toEqual([0]);
    expect((await completeRoute(post("complete", other), params)).status).toBe(404);
    expect((await tokenRoute(post("token", other), params)).status).toBe(404);
  });

  it("creates no video when the session cannot be marked committed in the same transaction", async () => {
    const db = database.db();
    const before = await db.select().from(videos).where(eq(videos.userId, owner.id));
    await expect(
      createUploadedVideo(
        db,
        {
          id: 987_654_321,
          userId: owner.id,
          title: "Never",
          description: "",
          isPrivate: true,
          duration: 1,
          originalKey: "videos/987654321/original.webm",
          originalContentType: "video/webm",
          originalSize: 10,
          thumbnailKey: null,
        },
        async () => {
          throw new Error("session gone");
        },
      ),
    ).rejects.toThrow("session gone");
    expect(await db.select().from(videos).where(eq(videos.userId, owner.id))).toEqual(before);
    expect(await db.select().from(jobs).where(eq(jobs.videoId, 987_654_321))).toEqual([]);
  });

  it("discard removes the parts and closes the session; later parts are refused", async () => {
    const session = await createSession();
    await putPart(session.id, 0, webmBytes());
    expect(await storedFiles(`uploads/${session.id}`)).toHaveLength(1);
    const res = await abortRoute(
      apiRequest(`/api/uploads/${session.id}`, { method: "DELETE", token: owner.token }),
      routeParams({ id: session.id }),
    );
    expect(res.status).toBe(204);
    expect(await storedFiles(`uploads/${session.id}`)).toEqual([]);
    const [row] = await database
      .db()
      .select()
      .from(uploadSessions)
      .where(eq(uploadSessions.id, session.id));
    expect(row?.status).toBe("aborted");
    expect((await putPart(session.id, 1, webmBytes())).status).toBe(409);
    expect(await storedFiles(`uploads/${session.id}`)).toEqual([]);
  });
});
