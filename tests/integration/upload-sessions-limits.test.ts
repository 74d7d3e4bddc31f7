import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/uploads/route";
import { DELETE as abortRoute, GET as statusRoute } from "@/app/api/uploads/[id]/route";
import { UPGRADE_MESSAGE } from "@/lib/billing/shared";
import { uploadSessions, videos } from "@/db/schema";
import { getStorage } from "@/lib/storage";
import { cleanupAbandonedSessions, TOO_MANY_OPEN_SESSIONS } from "@/lib/uploads/sessions";
import { MAX_VIDEO_BYTES } from "@/lib/videos/upload";
import { apiRequest, createTestUser, routeParams } from "../support/fixtures";
import { runUploadJoins } from "../support/upload-joins";
import {
  commit,
  createSession,
  database,
  message,
  other,
  owner,
  putPart,
} from "./upload-sessions-support";
import { insertVideo, longWebmBytes, storedFiles, webmBytes } from "./videos-fixtures";

describe("upload sessions: limits and ownership", () => {
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

  it("fails the video with 'Recording is too long' when the joined media says it is, whatever was declared", async () => {
    const session = await createSession();
    await putPart(session.id, 0, longWebmBytes());
    const res = await commit(session.id, { title: "Liar", duration: 10 });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect((await runUploadJoins(database.db(), getStorage())).get(id)).toBe(
      "Recording is too long",
    );
    const [video] = await database.db().select().from(videos).where(eq(videos.id, id));
    expect(video).toMatchObject({ processingStatus: "failed", originalKey: null });
    // Nothing of it stays to be played: no original, no parts.
    expect(await storedFiles(`videos/${id}`)).toEqual([]);
    expect(await storedFiles(`uploads/${session.id}`)).toEqual([]);
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
