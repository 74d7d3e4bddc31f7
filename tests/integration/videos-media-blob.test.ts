import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/videos/[id]/media/[kind]/route";
import { GET as download } from "@/app/api/videos/[id]/download/route";
import { GET as getVideo } from "@/app/api/videos/[id]/route";
import { videos } from "@/db/schema";
import type { Storage } from "@/lib/storage";
import { PRESIGNED_READ_SECONDS } from "@/lib/storage/serve";
import { createVercelBlobStorage } from "@/lib/storage/vercel-blob";
import { REVOCATION_BOUND_SECONDS } from "@/lib/videos/cache-control";
import type { VideoResponse } from "@/lib/videos/serialize";
import { startFakeVercelBlob, type FakeVercelBlob } from "../support/fake-vercel-blob";
import { apiRequest, routeParams } from "../support/fixtures";
import { as, PNG_BYTES, useSharedAndHidden, webmBytes, type Who } from "./videos-fixtures";

// The media route on Vercel Blob: the function answers a 302 to a presigned URL of the private
// store and never streams the bytes; the store (faked at the network edge, checking signatures
// the way the service does) serves them, Range included, until the URL expires.

const globalForStorage = globalThis as unknown as { demoreelStorage?: Storage };
let fake: FakeVercelBlob;
let previousStorage: Storage | undefined;

// Registered before the world below, so its videos' bytes go into the fake store.
beforeAll(async () => {
  fake = await startFakeVercelBlob();
  previousStorage = globalForStorage.demoreelStorage;
  globalForStorage.demoreelStorage = createVercelBlobStorage(fake.readWriteToken);
});

afterAll(async () => {
  vi.useRealTimers();
  globalForStorage.demoreelStorage = previousStorage;
  await fake?.close();
});

const { database, world } = useSharedAndHidden();

function media(path: string, who: Who) {
  const url = new URL(path, "http://127.0.0.1:3000");
  const [, , , id = "", , kind = ""] = url.pathname.split("/");
  const request = apiRequest(`${url.pathname}${url.search}`, as(who, world.people));
  return GET(request, routeParams({ id, kind }));
}

async function urlsOf(videoId: number): Promise<VideoResponse> {
  const res = await getVideo(
    apiRequest(`/api/videos/${videoId}`, as("owner", world.people)),
    routeParams({ id: String(videoId) }),
  );
  return (await res.json()) as VideoResponse;
}

/** The 302's Location, after checking the redirect itself and that no bytes went through us. */
async function redirected(res: Response): Promise<URL> {
  expect(res.status).toBe(302);
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  expect(res.body === null || (await res.arrayBuffer()).byteLength === 0).toBe(true);
  return new URL(res.headers.get("location") ?? "");
}

function contentReads() {
  return fake.requests.filter((r) => r.kind === "content");
}

describe("media on Vercel Blob", () => {
  it("redirects to a presigned URL that expires within the revocation bound and serves ranges", async () => {
    expect(PRESIGNED_READ_SECONDS).toBeLessThanOrEqual(REVOCATION_BOUND_SECONDS);
    const { videoUrl } = await urlsOf(world.shared.id);
    const readsBefore = contentReads().length;
    const issuedBefore = Date.now();
    const location = await redirected(await media(videoUrl, "signed out"));
    // The function itself read no bytes from the store.
    expect(contentReads().length).toBe(readsBefore);
    expect(location.host).toBe(`${fake.storeId}.private.blob.vercel-storage.com`);
    expect(location.pathname).toBe(`/videos/${world.shared.id}/original.webm`);
    const until = Number(location.searchParams.get("vercel-blob-valid-until"));
    expect(until).toBeGreaterThan(issuedBefore);
    expect(until).toBeLessThanOrEqual(Date.now() + REVOCATION_BOUND_SECONDS * 1000);

    const part = await fetch(location, { headers: { range: "bytes=10-19" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 10-19/${webmBytes().length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(webmBytes().subarray(10, 20))).toBe(true);
    const whole = await fetch(location);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(webmBytes())).toBe(true);
    expect(contentReads().at(-1)?.auth).toBe("presigned");
  });

  it("signs each URL locally from one delegation", async () => {
    const { videoUrl } = await urlsOf(world.shared.id);
    await redirected(await media(videoUrl, "other"));
    const issued = () => fake.requests.filter((r) => r.path === "/signed-token").length;
    const before = issued();
    await redirected(await media(videoUrl, "anonymous"));
    await redirected(await media(videoUrl, "signed out"));
    expect(issued()).toBe(before);
  });

  it("refuses a tampered or expired URL", async () => {
    const { videoUrl } = await urlsOf(world.shared.id);
    const location = await redirected(await media(videoUrl, "signed out"));
    const refused = async (url: URL) => (await fetch(url)).status;

    const otherBlob = new URL(location);
    otherBlob.pathname = `/videos/${world.hidden.id}/original.webm`;
    expect(await refused(otherBlob)).toBe(403);
    const longer = new URL(location);
    longer.searchParams.set("vercel-blob-valid-until", String(Date.now() + 86_400_000));
    expect(await refused(longer)).toBe(403);
    const noExpiry = new URL(location);
    noExpiry.searchParams.delete("vercel-blob-valid-until");
    expect(await refused(noExpiry)).toBe(403);
    const forged = new URL(location);
    const signature = forged.searchParams.get("vercel-blob-signature") ?? "";
    forged.searchParams.set(
      "vercel-blob-signature",
      `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
    );
    expect(await refused(forged)).toBe(403);
    const unsigned = new URL(location.origin + location.pathname);
    expect(await refused(unsigned)).toBe(403);
    expect((await fetch(location, { method: "HEAD" })).status).toBe(403);

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + PRESIGNED_READ_SECONDS * 1000 + 1 });
    try {
      expect(await refused(location)).toBe(403);
    } finally {
      vi.useRealTimers();
    }
    expect((await fetch(location)).status).toBe(200);
  });

  it("answers 404 for a private video to everyone but its owner, who is redirected", async () => {
    for (const who of ["other", "anonymous", "signed out"] as const) {
      for (const kind of ["video", "original", "thumbnail"]) {
        const res = await media(`/api/videos/${world.hidden.id}/media/${kind}`, who);
        expect(res.status).toBe(404);
        expect(res.headers.get("location")).toBeNull();
      }
    }
    const { videoUrl } = await urlsOf(world.hidden.id);
    const own = await fetch(await redirected(await media(videoUrl, "owner")));
    expect(Buffer.from(await own.arrayBuffer()).equals(webmBytes())).toBe(true);
  });

  it("redirects the thumbnail, and a download to the store's attachment answer", async () => {
    const db = database.db();
    const key = `thumbnails/${world.people.owner.id}/1-blobthumb.png`;
    await globalForStorage.demoreelStorage!.put(key, PNG_BYTES, { contentType: "image/png" });
    await db
      .update(videos)
      .set({ thumbnailKey: key, updatedAt: new Date() })
      .where(eq(videos.id, world.shared.id));
    const { thumbnailUrl } = await urlsOf(world.shared.id);
    const thumb = await fetch(await redirected(await media(thumbnailUrl!, "signed out")));
    expect(thumb.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await thumb.arrayBuffer()).equals(PNG_BYTES)).toBe(true);

    const res = await download(
      apiRequest(`/api/videos/${world.shared.id}/download`, as("other", world.people)),
      routeParams({ id: String(world.shared.id) }),
    );
    const location = await redirected(res);
    expect(location.searchParams.get("download")).toBe("1");
    const file = await fetch(location);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(Buffer.from(await file.arrayBuffer()).equals(webmBytes())).toBe(true);
  });

  it("stops redirecting on the very next request after a privacy flip", async () => {
    const db = database.db();
    const { videoUrl } = await urlsOf(world.shared.id);
    await redirected(await media(videoUrl, "signed out"));
    await db
      .update(videos)
      .set({ visibility: "private", updatedAt: new Date() })
      .where(eq(videos.id, world.shared.id));
    try {
      expect((await media(videoUrl, "signed out")).status).toBe(404);
    } finally {
      await db
        .update(videos)
        .set({ visibility: "public", updatedAt: new Date() })
        .where(eq(videos.id, world.shared.id));
    }
  });
});
