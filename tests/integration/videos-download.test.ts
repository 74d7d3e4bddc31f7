import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as download } from "@/app/api/videos/[id]/download/route";
import { GET as media } from "@/app/api/videos/[id]/media/[kind]/route";
import { GET as getVideo, PATCH } from "@/app/api/videos/[id]/route";
import { videos, type Video } from "@/db/schema";
import { getStorage } from "@/lib/storage";
import type { VideoResponse } from "@/lib/videos/serialize";
import { apiRequest, createTestUser, routeParams } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { as, fakeMp4, insertVideo, webmBytes, type People, type Who } from "./videos-fixtures";

const database = useTestDatabase();
let people: People;
let shared: Video;
let hidden: Video;

const MP4 = fakeMp4(500);

beforeAll(async () => {
  const db = database.db();
  people = { owner: await createTestUser(db), other: await createTestUser(db) };
  shared = await insertVideo(db, people.owner.id, { isPrivate: false, title: 'Q3 "demo" / final' });
  hidden = await insertVideo(db, people.owner.id, { isPrivate: true });
});

function get(video: Video, who: Who) {
  return download(
    apiRequest(`/api/videos/${video.id}/download`, as(who, people)),
    routeParams({ id: String(video.id) }),
  );
}

function patch(video: Video, who: Who, body: unknown) {
  return PATCH(
    apiRequest(`/api/videos/${video.id}`, { ...as(who, people), method: "PATCH", body }),
    routeParams({ id: String(video.id) }),
  );
}

async function read(video: Video, who: Who): Promise<VideoResponse> {
  const res = await getVideo(
    apiRequest(`/api/videos/${video.id}`, as(who, people)),
    routeParams({ id: String(video.id) }),
  );
  return (await res.json()) as VideoResponse;
}

describe("GET /api/videos/{id}/download", () => {
  it("sends the original with its own extension until an MP4 exists, then the MP4", async () => {
    const res = await get(shared, "signed out");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Q3 _demo_ final\.webm"/,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(webmBytes())).toBe(true);

    const db = database.db();
    await getStorage().put(`videos/${shared.id}/web.mp4`, MP4, { contentType: "video/mp4" });
    await db
      .update(videos)
      .set({ mp4Key: `videos/${shared.id}/web.mp4`, processingStatus: "completed" })
      .where(eq(videos.id, shared.id));
    const mp4 = await get(shared, "other");
    expect(mp4.status).toBe(200);
    expect(mp4.headers.get("content-type")).toBe("video/mp4");
    expect(mp4.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Q3 _demo_ final\.mp4"/,
    );
    expect((await mp4.arrayBuffer()).byteLength).toBe(MP4.length);
  });

  it("allowDownload defaults to true, is owner-only to change, and turns viewers' downloads off", async () => {
    expect((await read(shared, "other")).allowDownload).toBe(true);
    expect((await patch(shared, "other", { allowDownload: false })).status).toBe(404);
    const bad = await patch(shared, "owner", { allowDownload: "no" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("allowDownload");

    const off = await patch(shared, "owner", { allowDownload: false });
    expect(off.status).toBe(200);
    expect(((await off.json()) as VideoResponse).allowDownload).toBe(false);
    for (const who of ["other", "anonymous", "signed out"] as const) {
      const res = await get(shared, who);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        message: "Downloads are turned off for this video",
        code: "downloads_disabled",
      });
      const viaMedia = await media(
        apiRequest(`/api/videos/${shared.id}/media/video?download=1`, as(who, people)),
        routeParams({ id: String(shared.id), kind: "video" }),
      );
      expect(viaMedia.status).toBe(403);
    }
    expect((await get(shared, "owner")).status).toBe(200);

    await patch(shared, "owner", { allowDownload: true });
    expect((await get(shared, "signed out")).status).toBe(200);
  });

  it("answers 404 for someone else's private video and serves it to its owner", async () => {
    for (const who of ["other", "anonymous", "signed out"] as const) {
      const res = await get(hidden, who);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Video not found", code: "video_not_found" });
    }
    const own = await get(hidden, "owner");
    expect(own.status).toBe(200);
    expect(own.headers.get("content-disposition")).toMatch(/^attachment; filename="Demo\.webm"/);
  });
});
