import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET, HEAD } from "@/app/api/videos/[id]/media/[kind]/route";
import { videos, type Video } from "@/db/schema";
import { getStorage } from "@/lib/storage";
import { SHARED_MEDIA_CACHE } from "@/lib/videos/cache-control";
import { PRIVATE_CACHE, REVALIDATE_CACHE } from "@/lib/videos/media";
import type { VideoResponse } from "@/lib/videos/serialize";
import { GET as getVideo } from "@/app/api/videos/[id]/route";
import { apiRequest, routeParams } from "../support/fixtures";
import {
  as,
  fakeMp4,
  insertVideo,
  PNG_BYTES,
  webmBytes,
  type Who,
  useSharedAndHidden,
} from "./videos-fixtures";

const { database, world } = useSharedAndHidden();

function media(path: string, who: Who, headers: Record<string, string> = {}, method = "GET") {
  const url = new URL(path, "http://127.0.0.1:3000");
  const [, , , id = "", , kind = ""] = url.pathname.split("/");
  const request = apiRequest(`${url.pathname}${url.search}`, {
    ...as(who, world.people),
    headers,
    method,
  });
  return (method === "HEAD" ? HEAD : GET)(request, routeParams({ id, kind }));
}

async function urlsOf(video: Video, who: Who = "owner"): Promise<VideoResponse> {
  const res = await getVideo(
    apiRequest(`/api/videos/${video.id}`, as(who, world.people)),
    routeParams({ id: String(video.id) }),
  );
  return (await res.json()) as VideoResponse;
}

describe("GET /api/videos/{id}/media/{kind}", () => {
  it("serves a shared video to anyone, with ranges and bounded caching on the versioned URL", async () => {
    const { videoUrl } = await urlsOf(world.shared, "signed out");
    for (const who of ["owner", "other", "anonymous", "signed out"] as const) {
      const whole = await media(videoUrl, who);
      expect(whole.status).toBe(200);
      expect(whole.headers.get("cache-control")).toBe(SHARED_MEDIA_CACHE);
      expect(Buffer.from(await whole.arrayBuffer()).equals(webmBytes())).toBe(true);
    }
    const part = await media(videoUrl, "other", { range: "bytes=0-99" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-99/${webmBytes().length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const head = await media(videoUrl, "other", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(webmBytes().length));
    expect(
      (await media(`/api/videos/${world.shared.id}/media/video`, "other")).headers.get(
        "cache-control",
      ),
    ).toBe(REVALIDATE_CACHE);
    expect(
      (await media(`/api/videos/${world.shared.id}/media/video?v=stale`, "other")).headers.get(
        "cache-control",
      ),
    ).toBe(REVALIDATE_CACHE);
  });

  it("serves a private video to its owner only (404 for the rest), never cached publicly", async () => {
    const { videoUrl } = await urlsOf(world.hidden);
    const own = await media(videoUrl, "owner", { range: "bytes=10-" });
    expect(own.status).toBe(206);
    expect(own.headers.get("cache-control")).toBe(PRIVATE_CACHE);
    for (const who of ["other", "anonymous", "signed out"] as const) {
      for (const kind of ["video", "original", "thumbnail"]) {
        const res = await media(`/api/videos/${world.hidden.id}/media/${kind}`, who);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ message: "Video not found", code: "video_not_found" });
      }
    }
  });

  it("never serves an unplayable file: the MP4 only once completed, else the remux, else the original", async () => {
    const db = database.db();
    const video = await insertVideo(db, world.people.owner.id, { isPrivate: false });
    const storage = getStorage();
    const mp4 = fakeMp4(2000);
    await storage.put(`videos/${video.id}/web.mp4`, mp4, { contentType: "video/mp4" });
    const served = async () => {
      const { videoUrl } = await urlsOf(video);
      const res = await media(videoUrl, "owner");
      return {
        url: videoUrl,
        type: res.headers.get("content-type"),
        size: (await res.arrayBuffer()).byteLength,
      };
    };
    const first = await served();
    expect(first).toMatchObject({ type: "video/webm", size: webmBytes().length });
    // The client's stale-processing PATCH marks it completed before any rendition exists.
    await db
      .update(videos)
      .set({ processingStatus: "completed", updatedAt: new Date() })
      .where(eq(videos.id, video.id));
    expect(await served()).toMatchObject({ type: "video/webm" });
    await db
      .update(videos)
      .set({ mp4Key: `videos/${video.id}/web.mp4`, updatedAt: new Date(Date.now() + 1000) })
      .where(eq(videos.id, video.id));
    const last = await served();
    expect(last).toMatchObject({ type: "video/mp4", size: mp4.length });
    expect(last.url).not.toBe(first.url);
    await db.update(videos).set({ processingStatus: "failed" }).where(eq(videos.id, video.id));
    expect(await served()).toMatchObject({ type: "video/webm" });
  });

  it("a page opened before processing finished keeps its file's bytes; after an edit it gets the cut", async () => {
    const db = database.db();
    const video = await insertVideo(db, world.people.owner.id, { isPrivate: false });
    const storage = getStorage();
    const mp4 = fakeMp4(3000);
    const processed = `videos/${video.id}/video.mp4`;
    await storage.put(processed, mp4, { contentType: "video/mp4" });
    const opened = (await urlsOf(video, "other")).videoUrl;
    const finish = (values: Partial<Video>) =>
      db
        .update(videos)
        .set({ ...values, updatedAt: new Date(Date.now() + 1000) })
        .where(eq(videos.id, video.id));
    await finish({ processingStatus: "completed", mp4Key: processed });
    const late = await media(opened, "other", { range: "bytes=100-" });
    expect(late.status).toBe(206);
    expect(late.headers.get("content-range")).toBe(
      `bytes 100-${webmBytes().length - 1}/${webmBytes().length}`,
    );
    expect(late.headers.get("cache-control")).toBe(REVALIDATE_CACHE);
    const now = await media((await urlsOf(video, "other")).videoUrl, "other");
    expect(now.headers.get("content-type")).toBe("video/mp4");

    const edited = `videos/${video.id}/edit-abcdef012345.mp4`;
    await storage.put(edited, mp4.subarray(0, 2000), { contentType: "video/mp4" });
    await finish({ mp4Key: edited });
    const afterEdit = await media(opened, "other");
    expect(afterEdit.headers.get("content-type")).toBe("video/mp4");
    expect((await afterEdit.arrayBuffer()).byteLength).toBe(2000);
  });

  it("serves the thumbnail, the original to its owner alone, and a viewer's download of what plays", async () => {
    const db = database.db();
    const key = `thumbnails/${world.people.owner.id}/1-abcdef.png`;
    await getStorage().put(key, PNG_BYTES, { contentType: "image/png" });
    await db
      .update(videos)
      .set({ thumbnailKey: key, updatedAt: new Date() })
      .where(eq(videos.id, world.shared.id));
    const { thumbnailUrl } = await urlsOf(world.shared);
    const thumb = await media(thumbnailUrl!, "signed out");
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("content-type")).toBe("image/png");
    const original = `/api/videos/${world.shared.id}/media/original`;
    const own = await media(`${original}?download=1`, "owner");
    expect(own.headers.get("content-disposition")).toMatch(/^attachment; filename="Demo\.webm"/);
    // The upload as received may hold what the owner cut: nobody else learns it exists.
    for (const who of ["other", "anonymous", "signed out"] as const) {
      for (const url of [original, `${original}?download=1`]) {
        const res = await media(url, who);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ message: "Video not found", code: "video_not_found" });
      }
    }
    const download = await media(`/api/videos/${world.shared.id}/media/video?download=1`, "other");
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Demo\.webm"/,
    );
    expect((await media(`/api/videos/${world.hidden.id}/media/thumbnail`, "owner")).status).toBe(
      404,
    );
  });

  it("malformed ids, kinds and queries are 400 naming the field", async () => {
    const cases: [path: string, field: string][] = [
      [`/api/videos/abc/media/video`, "id"],
      [`/api/videos/${world.shared.id}/media/secret`, "kind"],
      [`/api/videos/${world.shared.id}/media/video?download=yes`, "download"],
      [`/api/videos/0/media/thumbnail`, "id"],
    ];
    for (const [path, field] of cases) {
      const res = await media(path, "owner");
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(`Invalid ${field}: `);
    }
  });
});
