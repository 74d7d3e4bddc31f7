import { beforeAll, describe, expect, it } from "vitest";
import { GET as media } from "@/app/api/videos/[id]/media/[kind]/route";
import { GET as getVideo } from "@/app/api/videos/[id]/route";
import { PUT } from "@/app/api/videos/[id]/thumbnail/route";
import type { Video } from "@/db/schema";
import { INLINE_MEDIA_PER_MINUTE } from "@/lib/videos/inline-media";
import type { VideoResponse } from "@/lib/videos/serialize";
import { apiRequest, createTestUser, routeParams } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { insertVideo, PNG_BYTES, type People } from "./videos-fixtures";

const database = useTestDatabase();
let people: People;
let video: Video;

beforeAll(async () => {
  const db = database.db();
  people = { owner: await createTestUser(db), other: await createTestUser(db) };
  video = await insertVideo(db, people.owner.id, { isPrivate: false, duration: 1 });
});

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 2)]);
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x20, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(300, 3),
]);
const GIF = Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(300, 4)]);

function putImage(bytes: Buffer, token = people.owner.token): Promise<Response> {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)]), "cover.bin");
  const request = new Request(`http://127.0.0.1:3000/api/videos/${video.id}/thumbnail`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return PUT(request, routeParams({ id: String(video.id) }));
}

function putTime(body: unknown, token = people.owner.token): Promise<Response> {
  return PUT(
    apiRequest(`/api/videos/${video.id}/thumbnail`, { token, method: "PUT", body }),
    routeParams({ id: String(video.id) }),
  );
}

async function current(): Promise<VideoResponse> {
  const res = await getVideo(
    apiRequest(`/api/videos/${video.id}`, {}),
    routeParams({ id: String(video.id) }),
  );
  return (await res.json()) as VideoResponse;
}

async function thumbnailBytes(url: string): Promise<Buffer> {
  const res = await media(
    apiRequest(url, {}),
    routeParams({ id: String(video.id), kind: "thumbnail" }),
  );
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe("PUT /api/videos/{id}/thumbnail", () => {
  it("accepts PNG, JPEG and WebP images, each under a new URL the video then serves", async () => {
    const seen = new Set<string | null>([(await current()).thumbnailUrl]);
    for (const bytes of [PNG_BYTES, JPEG, WEBP]) {
      const res = await putImage(bytes);
      expect(res.status).toBe(200);
      const body = (await res.json()) as VideoResponse;
      expect(body.thumbnailUrl).toBeTruthy();
      expect(seen.has(body.thumbnailUrl)).toBe(false);
      seen.add(body.thumbnailUrl);
      const shown = await current();
      expect(shown.thumbnailUrl).toBe(body.thumbnailUrl);
      expect((await thumbnailBytes(shown.thumbnailUrl as string)).equals(bytes)).toBe(true);
    }
  });

  it("refuses other bytes with 400 and images over 5 MB with 413", async () => {
    const before = (await current()).thumbnailUrl;
    const gif = await putImage(GIF);
    expect(gif.status).toBe(400);
    expect(((await gif.json()) as { message: string }).message).toMatch(/PNG, JPEG or WebP/);
    const big = await putImage(Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    const noImage = await putTime(undefined);
    expect(noImage.status).toBe(400);
    expect((await current()).thumbnailUrl).toBe(before);
  });

  it("takes a frame at { time } with ffmpeg, and names the field when it is out of range", async () => {
    const res = await putTime({ time: 0.5 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as VideoResponse;
    const png = await thumbnailBytes(body.thumbnailUrl as string);
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    for (const bad of [{ time: 5 }, { time: -1 }, { time: "soon" }, {}]) {
      const refused = await putTime(bad);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toMatch(/^Invalid time/);
    }
  });

  it("limits frame picks per user: past 10 a minute, 429 rate_limited with Retry-After", async () => {
    const db = database.db();
    const picker = await createTestUser(db);
    const own = await insertVideo(db, picker.id, { isPrivate: false, duration: 1 });
    const pick = () =>
      PUT(
        apiRequest(`/api/videos/${own.id}/thumbnail`, {
          token: picker.token,
          method: "PUT",
          body: { time: 0.2 },
        }),
        routeParams({ id: String(own.id) }),
      );
    for (let i = 0; i < INLINE_MEDIA_PER_MINUTE; i += 1) expect((await pick()).status).toBe(200);
    const limited = await pick();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({
      code: "rate_limited",
      message: expect.stringMatching(
        /^Too many previews made from the video\. Please try again in/,
      ),
    });
  });

  it("is the owner's alone: another user gets 404, nobody signed in 401", async () => {
    expect((await putTime({ time: 0.2 }, people.other.token)).status).toBe(404);
    const anonymous = await PUT(
      apiRequest(`/api/videos/${video.id}/thumbnail`, { method: "PUT", body: { time: 0.2 } }),
      routeParams({ id: String(video.id) }),
    );
    expect(anonymous.status).toBe(401);
  });
});
