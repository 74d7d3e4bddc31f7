import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/uploads/route";
import { DELETE as abortRoute, GET as statusRoute } from "@/app/api/uploads/[id]/route";
import { PUT as partRoute } from "@/app/api/uploads/[id]/parts/[n]/route";
import { POST as commitRoute } from "@/app/api/uploads/[id]/commit/route";
import { POST as tokenRoute } from "@/app/api/uploads/[id]/parts/[n]/token/route";
import { POST as completeRoute } from "@/app/api/uploads/[id]/parts/[n]/complete/route";
import { UPGRADE_MESSAGE } from "@/lib/billing/shared";
import { jobs, subscriptions, uploadSessions, videos } from "@/db/schema";
import { getStorage } from "@/lib/storage";
import { DIRECT_UPLOAD_UNAVAILABLE } from "@/lib/uploads/direct-parts";
import { MAX_PART_BYTES } from "@/lib/uploads/shared";
import { createUploadedVideo } from "@/lib/videos/create";
import type { UploadSessionResponse } from "@/lib/uploads/serialize";
import { cleanupAbandonedSessions, TOO_MANY_OPEN_SESSIONS } from "@/lib/uploads/sessions";
import { MAX_VIDEO_BYTES } from "@/lib/videos/upload";
import type { VideoResponse } from "@/lib/videos/serialize";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { insertVideo, longWebmBytes, PNG_BYTES, storedFiles, webmBytes } from "./videos-fixtures";

const database = useTestDatabase();
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  owner = await createTestUser(database.db(), { firstName: "Rae", lastName: "Recorder" });
  other = await createTestUser(database.db());
  await database
    .db()
    .insert(subscriptions)
    .values({
      userId: owner.id,
      provider: "test",
      plan: "monthly",
      status: "active",
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    });
});

// A user may have 3 recordings uploading at once: each test starts with none open.
beforeEach(async () => {
  await database
    .db()
    .update(uploadSessions)
    .set({ status: "aborted" })
    .where(and(eq(uploadSessions.userId, owner.id), eq(uploadSessions.status, "open")));
});

const message = async (res: Response) => ((await res.json()) as { message: string }).message;

async function createSession(user: TestUser = owner): Promise<UploadSessionResponse> {
  const res = await createRoute(
    apiRequest("/api/uploads", {
      method: "POST",
      token: user.token,
      body: { contentType: "video/webm;codecs=vp9,opus" },
    }),
  );
  expect(res.status).toBe(201);
  return (await res.json()) as UploadSessionResponse;
}

function putPart(id: string, n: number, bytes: Uint8Array, user: TestUser = owner) {
  const req = new Request(`http://127.0.0.1:3000/api/uploads/${id}/parts/${n}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${user.token}`, "content-type": "application/octet-stream" },
    body: new Uint8Array(bytes),
  });
  return partRoute(req, routeParams({ id, n: String(n) }));
}

function commit(id: string, body: unknown, user: TestUser = owner) {
  return commitRoute(
    apiRequest(`/api/uploads/${id}/commit`, { method: "POST", token: user.token, body }),
    routeParams({ id }),
  );
}

/** The recording cut into `count` parts, as the recorder sends them. */
function split(bytes: Buffer, count: number): Buffer[] {
  const size = Math.ceil(bytes.length / count);
  return Array.from({ length: count }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
}

async function storedBytes(key: string): Promise<Buffer> {
  const object = await getStorage().get(key);
  if (!object) throw new Error(`missing ${key}`);
  return Buffer.from(await new Response(object.body).arrayBuffer());
}

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
    const [row] = await database.db().select().from(videos).where(eq(videos.id, video.id));
    expect(row?.originalKey).toBe(`videos/${video.id}/original.webm`);
    expect((await storedBytes(row!.originalKey)).equals(webmBytes())).toBe(true);
    expect(await database.db().select().from(jobs).where(eq(jobs.videoId, video.id))).toHaveLength(
      1,
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

  it("never aborts a committed session", async () => {
    const session = await createSession();
    await putPart(session.id, 0, webmBytes());
    expect((await commit(session.id, { title: "Kept" })).status).toBe(201);
    const res = await abortRoute(
      apiRequest(`/api/uploads/${session.id}`, { method: "DELETE", token: owner.token }),
      routeParams({ id: session.id }),
    );
    expect(res.status).toBe(409);
  });

  it("allows 3 recordings uploading at once", async () => {
    for (let i = 0; i < 3; i += 1) await createSession();
    const res = await createRoute(
      apiRequest("/api/uploads", { method: "POST", token: owner.token, body: {} }),
    );
    expect(res.status).toBe(429);
    expect(await message(res)).toBe(TOO_MANY_OPEN_SESSIONS);
  });

  it("holds the 3-session cap when creates arrive at once (counted under the user's row lock)", async () => {
    const create = () =>
      createRoute(apiRequest("/api/uploads", { method: "POST", token: owner.token, body: {} }));
    const statuses = (await Promise.all(Array.from({ length: 8 }, create))).map((r) => r.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const open = await database
      .db()
      .select({ id: uploadSessions.id })
      .from(uploadSessions)
      .where(and(eq(uploadSessions.userId, owner.id), eq(uploadSessions.status, "open")));
    expect(open).toHaveLength(3);
  });

  it("counts the bytes received as parts arrive against the 5 GB limit", async () => {
    const session = await createSession();
    await putPart(session.id, 0, webmBytes());
    const [row] = await database
      .db()
      .select()
      .from(uploadSessions)
      .where(eq(uploadSessions.id, session.id));
    expect(row?.bytesReceived).toBe(webmBytes().length);
    // As if 5 GB had arrived already: the next part passes the limit and is refused and removed.
    await database
      .db()
      .update(uploadSessions)
      .set({ partSizes: { "0": MAX_VIDEO_BYTES } })
      .where(eq(uploadSessions.id, session.id));
    const res = await putPart(session.id, 1, webmBytes());
    expect(res.status).toBe(413);
    expect(await message(res)).toBe("Video too large: the limit is 5 GB");
    expect(await storedFiles(`uploads/${session.id}`)).toHaveLength(1);
  });

  it("answers 413 'Recording is too long' at commit when the joined media says it is, whatever was declared", async () => {
    const session = await createSession();
    await putPart(session.id, 0, longWebmBytes());
    const res = await commit(session.id, { title: "Liar", duration: 10 });
    expect(res.status).toBe(413);
    expect(await message(res)).toBe("Recording is too long");
    expect(await database.db().select().from(videos).where(eq(videos.title, "Liar"))).toEqual([]);
    const [row] = await database
      .db()
      .select()
      .from(uploadSessions)
      .where(eq(uploadSessions.id, session.id));
    expect(row?.videoId).toBeNull();
  });

  it("keeps every session to its owner: others and signed-out callers get 404 or 401", async () => {
    const session = await createSession();
    await putPart(session.id, 0, webmBytes());
    const params = routeParams({ id: session.id });
    expect(
      (await statusRoute(apiRequest(`/api/uploads/${session.id}`, { token: other.token }), params))
        .status,
    ).toBe(404);
    expect((await putPart(session.id, 1, webmBytes(), other)).status).toBe(404);
    expect((await commit(session.id, {}, other)).status).toBe(404);
    expect(
      (
        await abortRoute(
          apiRequest(`/api/uploads/${session.id}`, { method: "DELETE", token: other.token }),
          params,
        )
      ).status,
    ).toBe(404);
    expect((await statusRoute(apiRequest(`/api/uploads/${session.id}`), params)).status).toBe(401);
    expect(
      (
        await createRoute(
          apiRequest("/api/uploads", { method: "POST", anonymousId: "dev-user-7", body: {} }),
        )
      ).status,
    ).toBe(401);
    expect(await storedFiles(`uploads/${session.id}`)).toHaveLength(1);
  });

  it("cleans up sessions abandoned for over a day", async () => {
    const session = await createSession();
    await putPart(session.id, 0, webmBytes());
    const db = database.db();
    await db
      .update(uploadSessions)
      .set({ updatedAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(uploadSessions.id, session.id));
    expect(await cleanupAbandonedSessions(db, getStorage())).toBeGreaterThanOrEqual(1);
    expect(await storedFiles(`uploads/${session.id}`)).toEqual([]);
    expect(await db.select().from(uploadSessions).where(eq(uploadSessions.id, session.id))).toEqual(
      [],
    );
  });
});

describe("the free plan", () => {
  it("refuses to open a session at 4 videos, and refuses the commit that would pass the limit", async () => {
    const db = database.db();
    const free = await createTestUser(db);
    for (let i = 0; i < 3; i++) await insertVideo(db, free.id);
    const session = await createSession(free);
    await putPart(session.id, 0, webmBytes(), free);
    // Another upload takes the fourth slot while this one records.
    await insertVideo(db, free.id);
    const res = await commit(session.id, { title: "Fifth" }, free);
    expect(res.status).toBe(403);
    expect(await message(res)).toBe(UPGRADE_MESSAGE);
    expect(await db.select().from(videos).where(eq(videos.userId, free.id))).toHaveLength(4);
    expect(await storedFiles(`uploads/${session.id}`)).toHaveLength(1);

    const refused = await createRoute(
      apiRequest("/api/uploads", { method: "POST", token: free.token, body: {} }),
    );
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe(UPGRADE_MESSAGE);
  });
});
