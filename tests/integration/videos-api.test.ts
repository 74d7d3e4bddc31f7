import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as list } from "@/app/api/videos/route";
import { GET as recent } from "@/app/api/videos/recent/route";
import { DELETE, GET, PATCH } from "@/app/api/videos/[id]/route";
import { attachments, comments, favorites, jobs, videos, videoViews } from "@/db/schema";
import { parseJobOfKind } from "@/lib/jobs/kinds";
import { DELETE_STORAGE, runStorageCleanup } from "@/lib/storage/cleanup";
import type { VideoResponse } from "@/lib/videos/serialize";
import { apiRequest, createTestUser, routeParams } from "../support/fixtures";
import { as, insertVideo, storedFiles, type Who, useSharedAndHidden } from "./videos-fixtures";

const { database, world } = useSharedAndHidden({
  owner: { firstName: "Olive", lastName: "Owner" },
  other: { firstName: "Otto", lastName: "Other" },
  titles: { shared: "Shared one", hidden: "Hidden one" },
});

const one = (id: number | string, who: Who) =>
  GET(apiRequest(`/api/videos/${id}`, as(who, world.people)), routeParams({ id: String(id) }));
const patch = (id: number | string, who: Who, body: unknown) =>
  PATCH(
    apiRequest(`/api/videos/${id}`, { ...as(who, world.people), method: "PATCH", body }),
    routeParams({ id: String(id) }),
  );
const remove = (id: number | string, who: Who) =>
  DELETE(
    apiRequest(`/api/videos/${id}`, { ...as(who, world.people), method: "DELETE" }),
    routeParams({ id: String(id) }),
  );

describe("GET /api/videos and /api/videos/recent", () => {
  it.each<Who>(["other", "anonymous", "signed out"])(
    "gives %s none of the owner's videos",
    async (who) => {
      for (const route of [list, recent]) {
        const res = await route(apiRequest("/api/videos", as(who, world.people)));
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual([]);
      }
    },
  );

  it("lists the owner's videos newest first, in the response shape", async () => {
    const res = await list(apiRequest("/api/videos", as("owner", world.people)));
    const body = (await res.json()) as VideoResponse[];
    expect(body.map((v) => v.id)).toEqual([world.hidden.id, world.shared.id]);
    const first = body[0]!;
    expect(Object.keys(first).sort()).toEqual(
      [
        "allowDownload",
        "hasPassword",
        "emailGate",
        "guestComments",
        "expiresAt",
        "cta",
        "chapters",
        "createdAt",
        "description",
        "duration",
        "id",
        "isPrivate",
        "visibility",
        "workspaceId",
        "folderId",
        "originalPlayable",
        "processingProgress",
        "processingStatus",
        "thumbnailUrl",
        "title",
        "transcript",
        "transcriptSource",
        "transcriptStatus",
        "transcriptProgress",
        "summary",
        "summarySource",
        "user",
        "userId",
        "videoUrl",
        "views",
        "width",
        "height",
      ].sort(),
    );
    expect(first.user).toEqual({ firstName: "Olive", lastName: "Owner", profileImageUrl: null });
    expect(first.videoUrl).toMatch(
      new RegExp(`^/api/videos/${world.hidden.id}/media/video\\?v=[\\w-]+$`),
    );
    expect(first.thumbnailUrl).toBeNull();
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
    expect(JSON.stringify(body)).not.toContain("originalKey");
  });

  it("recent holds at most 10 videos", async () => {
    const db = database.db();
    const busy = await createTestUser(db);
    for (let i = 0; i < 12; i++) await insertVideo(db, busy.id, { title: `v${i}` });
    const body = (await (
      await recent(apiRequest("/api/videos/recent", { token: busy.token }))
    ).json()) as VideoResponse[];
    expect(body).toHaveLength(10);
    const all = (await (
      await list(apiRequest("/api/videos", { token: busy.token }))
    ).json()) as VideoResponse[];
    expect(all).toHaveLength(12);
    expect(body.map((v) => v.id)).toEqual(all.slice(0, 10).map((v) => v.id));
  });
});

describe("GET /api/videos/{id}: access matrix", () => {
  it.each<[Who, number, number]>([
    ["owner", 200, 200],
    ["other", 200, 404],
    ["anonymous", 200, 404],
    ["signed out", 200, 404],
  ])("%s: shared %i, private %i", async (who, sharedStatus, privateStatus) => {
    expect((await one(world.shared.id, who)).status).toBe(sharedStatus);
    const res = await one(world.hidden.id, who);
    expect(res.status).toBe(privateStatus);
    if (privateStatus === 404)
      expect(await res.json()).toEqual({ message: "Video not found", code: "video_not_found" });
  });

  it.each(["abc", "0", "-1", "1.5", "99999999999999999999", "%20"])(
    "malformed id %s is a 400 naming the id",
    async (id) => {
      const res = await one(id, "owner");
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: expect.stringMatching(/^Invalid id: /),
        code: "invalid_input",
      });
    },
  );

  it("an unknown id is 404 video_not_found", async () => {
    const res = await one(123456789, "owner");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Video not found", code: "video_not_found" });
  });
});

describe("PATCH /api/videos/{id}", () => {
  it.each<[Who, number]>([
    ["other", 404],
    ["anonymous", 401],
    ["signed out", 401],
  ])("refuses %s with %i on shared and private videos", async (who, status) => {
    for (const video of [world.shared, world.hidden]) {
      expect((await patch(video.id, who, { title: "Hacked" })).status).toBe(status);
    }
    const [row] = await database.db().select().from(videos).where(eq(videos.id, world.shared.id));
    expect(row?.title).toBe("Shared one");
  });

  it("lets the owner edit title, description and privacy", async () => {
    const res = await patch(world.shared.id, "owner", {
      title: "  Renamed  ",
      description: "About it",
      isPrivate: false,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as VideoResponse;
    expect(body).toMatchObject({
      id: world.shared.id,
      title: "Renamed",
      description: "About it",
      isPrivate: false,
    });
  });

  it.each<[unknown, string]>([
    [{ title: "   " }, "Title required"],
    [{ title: 42 }, "Title required"],
    [{ isPrivate: "yes" }, "isPrivate"],
    [{ processingStatus: "failed" }, "processingStatus"],
    [{ title: "x".repeat(201) }, "Title"],
    [{ title: "a\u0000b" }, "NUL"],
    [{ description: "a\u0000b" }, "NUL"],
  ])("refuses %j with 400", async (body, message) => {
    const res = await patch(world.shared.id, "owner", body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
  });

  it("refuses malformed JSON and ids without a 5xx", async () => {
    const bad = new Request(`http://127.0.0.1:3000/api/videos/${world.shared.id}`, {
      method: "PATCH",
      headers: {
        authorization: `Bearer ${world.people.owner.token}`,
        "content-type": "application/json",
      },
      body: "{nope",
    });
    expect((await PATCH(bad, routeParams({ id: String(world.shared.id) }))).status).toBe(400);
    const badId = await patch("nope", "owner", { title: "x" });
    expect(badId.status).toBe(400);
    expect(((await badId.json()) as { message: string }).message).toMatch(/^Invalid id: /);
    expect((await patch(world.shared.id, "owner", [1, 2])).status).toBe(400);
  });

  it("marks a processing video completed without touching its media", async () => {
    const db = database.db();
    const video = await insertVideo(db, world.people.owner.id, { processingStatus: "processing" });
    const res = await patch(video.id, "owner", { processingStatus: "completed" });
    const body = (await res.json()) as VideoResponse;
    expect(body.processingStatus).toBe("completed");
    const [row] = await db.select().from(videos).where(eq(videos.id, video.id));
    expect(row).toMatchObject({ originalKey: video.originalKey, mp4Key: null, remuxedKey: null });
    // A final state set by the worker is not overridden.
    await db.update(videos).set({ processingStatus: "failed" }).where(eq(videos.id, video.id));
    expect(
      (
        (await (
          await patch(video.id, "owner", { processingStatus: "completed" })
        ).json()) as VideoResponse
      ).processingStatus,
    ).toBe("failed");
  });
});

describe("DELETE /api/videos/{id}", () => {
  it.each<[Who, number]>([
    ["other", 404],
    ["anonymous", 401],
    ["signed out", 401],
  ])("refuses %s with %i", async (who, status) => {
    expect((await remove(world.shared.id, who)).status).toBe(status);
    expect((await remove(world.hidden.id, who)).status).toBe(status);
    expect((await one(world.hidden.id, "owner")).status).toBe(200);
  });

  it("removes the row and everything hanging off it, then its files through the clean-up job", async () => {
    const db = database.db();
    const video = await insertVideo(db, world.people.owner.id, { isPrivate: false });
    const thumb = `thumbnails/${world.people.owner.id}/1-abcdef.png`;
    const { getStorage } = await import("@/lib/storage");
    await getStorage().put(thumb, new Uint8Array([1, 2, 3]), { contentType: "image/png" });
    await getStorage().put(`videos/${video.id}/web.mp4`, new Uint8Array([1]), {
      contentType: "video/mp4",
    });
    await db.update(videos).set({ thumbnailKey: thumb }).where(eq(videos.id, video.id));
    await db
      .insert(comments)
      .values({ videoId: video.id, userId: world.people.other.id, content: "hi" });
    await db.insert(favorites).values({ videoId: video.id, userId: world.people.other.id });
    await db.insert(videoViews).values({ videoId: video.id, viewerKey: "user:x" });
    const image = `attachments/${world.people.owner.id}/1-abcdef-slide.png`;
    await getStorage().put(image, new Uint8Array([1]), { contentType: "image/png" });
    await db.insert(attachments).values({
      videoId: video.id,
      userId: world.people.owner.id,
      attachmentType: "image",
      imageKey: image,
    });
    await db.insert(jobs).values({ kind: "process-video", videoId: video.id });
    expect(await storedFiles(`videos/${video.id}`)).toHaveLength(2);

    const res = await remove(video.id, "owner");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    // The rows are gone at once; the files wait for the clean-up job, which the worker runs.
    const [cleanup] = await db.select().from(jobs).where(eq(jobs.kind, DELETE_STORAGE));
    if (!cleanup) throw new Error("no clean-up job was queued");
    expect(cleanup.videoId).toBeNull();
    expect(await storedFiles(`videos/${video.id}`)).toHaveLength(2);
    await runStorageCleanup(getStorage(), parseJobOfKind(DELETE_STORAGE, cleanup));
    expect(await storedFiles(`videos/${video.id}`)).toEqual([]);
    expect(await getStorage().head(thumb)).toBeNull();
    expect(await getStorage().head(image)).toBeNull();
    for (const table of [comments, favorites, videoViews, jobs]) {
      expect(await db.select().from(table).where(eq(table.videoId, video.id))).toEqual([]);
    }
    expect((await one(video.id, "owner")).status).toBe(404);
    expect((await remove(video.id, "owner")).status).toBe(404);
  });
});
