import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/videos/upload/route";
import { jobs, videos } from "@/db/schema";
import { getStorage } from "@/lib/storage";
import { EMPTY_RECORDING_MESSAGE } from "@/lib/media/video-intake";
import type { Db } from "@/db/types";
import type { VideoResponse } from "@/lib/videos/serialize";
import { incomingBody } from "@/lib/http/incoming-body";
import { uploadVideo } from "@/lib/videos/upload";
import { createTestUser, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import {
  fakeMp4,
  longWebmBytes,
  PNG_BYTES,
  storedFiles,
  subscribe,
  uploadRequest,
  webmBytes,
} from "./videos-fixtures";

const database = useTestDatabase();
let user: TestUser;

beforeAll(async () => {
  user = await createTestUser(database.db(), { firstName: "Uma", lastName: "Uploader" });
  await subscribe(database.db(), user.id);
});

const message = async (res: Response) => ((await res.json()) as { message: string }).message;

describe("POST /api/videos/upload", () => {
  it("stores a WebM, queues processing and answers 201 with the video", async () => {
    const res = await POST(
      uploadRequest({
        token: user.token,
        fields: { title: "Demo take", description: "First", isPrivate: "false", duration: "3.5" },
        thumbnail: new Blob([PNG_BYTES], { type: "image/png" }),
      }),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as VideoResponse;
    expect(body).toMatchObject({
      title: "Demo take",
      description: "First",
      isPrivate: false,
      duration: 3.5,
      processingStatus: "queued",
      views: 0,
      userId: user.id,
      user: { firstName: "Uma", lastName: "Uploader", profileImageUrl: null },
    });
    expect(body.thumbnailUrl).toMatch(`/api/videos/${body.id}/media/thumbnail?v=`);
    const db = database.db();
    const [row] = await db.select().from(videos).where(eq(videos.id, body.id));
    expect(row?.originalKey).toBe(`videos/${body.id}/original.webm`);
    expect(row?.originalSize).toBe(webmBytes().length);
    expect(row?.thumbnailKey).toMatch(new RegExp(`^thumbnails/${user.id}/\\d+-[a-z0-9]{6}\\.png$`));
    const original = await getStorage().head(row!.originalKey!);
    expect(original).toMatchObject({ size: webmBytes().length, contentType: "video/webm" });
    const thumb = await getStorage().head(row!.thumbnailKey!);
    expect(thumb).toMatchObject({
      contentType: "image/png",
      metadata: { userId: user.id, isPublic: "false" },
    });
    expect(await db.select().from(jobs).where(eq(jobs.videoId, body.id))).toHaveLength(1);
  });

  it("applies the defaults: 'Untitled Recording', private, no thumbnail", async () => {
    const form = new FormData();
    form.append("video", new Blob([new Uint8Array(webmBytes())]), "r.webm");
    const res = await POST(
      new Request("http://127.0.0.1:3000/api/videos/upload", {
        method: "POST",
        headers: { authorization: `Bearer ${user.token}` },
        body: form,
      }),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      title: "Untitled Recording",
      description: "",
      isPrivate: true,
      duration: 0,
      thumbnailUrl: null,
    });
  });

  it("detects MP4 from its bytes, whatever the declared type", async () => {
    const mp4 = fakeMp4(2000, 3);
    const res = await POST(
      uploadRequest({ token: user.token, video: new Blob([mp4], { type: "text/plain" }) }),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as VideoResponse;
    expect(await storedFiles(`videos/${id}`)).toEqual([`videos/${id}/original.mp4`]);
  });

  it("skips a thumbnail that is not an image", async () => {
    const res = await POST(
      uploadRequest({
        token: user.token,
        thumbnail: new Blob(["<svg onload=alert(1)>"], { type: "image/png" }),
      }),
    );
    expect(res.status).toBe(201);
    expect(((await res.json()) as VideoResponse).thumbnailUrl).toBeNull();
  });

  it.each<[string, Blob | null, number, string]>([
    [
      "a tiny file",
      new Blob([new Uint8Array(webmBytes().subarray(0, 500))]),
      400,
      EMPTY_RECORDING_MESSAGE,
    ],
    ["an empty file", new Blob([]), 400, EMPTY_RECORDING_MESSAGE],
    [
      "a text file",
      new Blob(["hello world ".repeat(500)], { type: "video/webm" }),
      400,
      "WebM or MP4",
    ],
    ["no video part", null, 400, "video file is required"],
  ])("refuses %s and stores nothing", async (_name, video, status, text) => {
    const before = await storedFiles("videos");
    const res = await POST(uploadRequest({ token: user.token, video }));
    expect(res.status).toBe(status);
    expect(await message(res)).toContain(text);
    expect(await storedFiles("videos")).toEqual(before);
  });

  it("refuses anything but multipart with 400", async () => {
    for (const body of ["{}", "garbage"]) {
      const res = await POST(
        new Request("http://127.0.0.1:3000/api/videos/upload", {
          method: "POST",
          headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
          body,
        }),
      );
      expect(res.status).toBe(400);
    }
    const noBoundary = new Request("http://127.0.0.1:3000/api/videos/upload", {
      method: "POST",
      headers: {
        authorization: `Bearer ${user.token}`,
        "content-type": "multipart/form-data; x=1",
      },
      body: "whatever",
    });
    expect((await POST(noBoundary)).status).toBe(400);
  });

  it("refuses a truncated multipart body with 400 and leaves no file", async () => {
    const full = Buffer.from(await uploadRequest({ token: user.token }).arrayBuffer());
    const contentType = uploadRequest().headers.get("content-type")!;
    const before = await storedFiles("videos");
    const res = await POST(
      new Request("http://127.0.0.1:3000/api/videos/upload", {
        method: "POST",
        headers: { authorization: `Bearer ${user.token}`, "content-type": contentType },
        body: full.subarray(0, full.length - 3000),
      }),
    );
    expect(res.status).toBe(400);
    expect(await storedFiles("videos")).toEqual(before);
  });

  it("leaves no file behind when the client aborts mid-upload", async () => {
    const contentType = uploadRequest().headers.get("content-type")!;
    const full = Buffer.from(await uploadRequest({ token: user.token }).arrayBuffer());
    const before = await storedFiles("videos");
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(full.subarray(0, full.length - 2000));
        setTimeout(() => controller.error(new Error("client went away")), 50);
      },
    });
    const res = await POST(
      new Request("http://127.0.0.1:3000/api/videos/upload", {
        method: "POST",
        headers: { authorization: `Bearer ${user.token}`, "content-type": contentType },
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await storedFiles("videos")).toEqual(before);
  });

  it("answers 413 past the size limit and stores nothing", async () => {
    const before = await storedFiles("videos");
    const big = Buffer.concat([webmBytes(), Buffer.alloc(200_000, 1)]);
    await expect(
      uploadVideo(database.db(), getStorage(), {
        body: incomingBody(uploadRequest({ token: user.token, video: new Blob([big]) })),
        userId: user.id,
        maxBytes: 100_000,
      }),
    ).rejects.toMatchObject({ status: 413 });
    expect(await storedFiles("videos")).toEqual(before);
  });

  it("refuses signed-out and anonymous callers with 401", async () => {
    expect((await POST(uploadRequest())).status).toBe(401);
    const anonymous = uploadRequest();
    anonymous.headers.set("x-user-id", "dev-user-7");
    expect((await POST(anonymous)).status).toBe(401);
  });
});

describe("recording limits the server holds", () => {
  it("refuses a recording declared longer than MAX_VIDEO_SECONDS with 413 and keeps nothing", async () => {
    const res = await POST(
      uploadRequest({ token: user.token, fields: { title: "Marathon", duration: "20000" } }),
    );
    expect(res.status).toBe(413);
    expect(await message(res)).toBe("Recording is too long");
    const rows = await database.db().select().from(videos).where(eq(videos.title, "Marathon"));
    expect(rows).toEqual([]);
  });

  it("measures the container's duration at upload: a short declared duration doesn't let a 5-hour file in", async () => {
    const before = await storedFiles("videos");
    const res = await POST(
      uploadRequest({
        token: user.token,
        video: new Blob([new Uint8Array(longWebmBytes())], { type: "video/webm" }),
        fields: { title: "Liar", duration: "10" },
      }),
    );
    expect(res.status).toBe(413);
    expect(await message(res)).toBe("Recording is too long");
    const rows = await database.db().select().from(videos).where(eq(videos.title, "Liar"));
    expect(rows).toEqual([]);
    expect(await storedFiles("videos")).toEqual(before);
  });
});

describe("the original once its video exists", () => {
  /** The real database, except that every query after the video's transaction fails. */
  function failingAfterCommit(db: Db): Db {
    let committed = false;
    return new Proxy(db, {
      get(target, property, receiver) {
        if (property === "transaction") {
          return async (...args: Parameters<Db["transaction"]>) => {
            const result = await target.transaction(...args);
            committed = true;
            return result;
          };
        }
        if (property === "select" && committed) {
          return () => {
            throw new Error("injected: the database went away after the commit");
          };
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
  }

  it("is never deleted when a lookup after the commit fails", async () => {
    const db = database.db();
    const request = uploadRequest({ token: user.token, fields: { title: "Survivor" } });
    await expect(
      uploadVideo(failingAfterCommit(db), getStorage(), {
        body: incomingBody(request),
        userId: user.id,
      }),
    ).rejects.toThrow("injected");
    const [row] = await db.select().from(videos).where(eq(videos.title, "Survivor"));
    expect(row).toBeDefined();
    expect(await getStorage().head(row!.originalKey!)).not.toBeNull();
  });
});
