import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as linkGif } from "@/app/api/links/[linkId]/preview.gif/route";
import { DELETE as deleteLink } from "@/app/api/links/[linkId]/route";
import { GET as videoGif } from "@/app/api/videos/[id]/preview.gif/route";
import { PUT as putThumbnail } from "@/app/api/videos/[id]/thumbnail/route";
import { jobs, notifications, videos, videoViews, type Video } from "@/db/schema";
import { findLinkPreviewGif } from "@/lib/audience/link-preview-gif";
import type { CreatedLink } from "@/lib/audience/shared";
import { PREVIEW_GIF_MAX_BYTES } from "@/lib/media/preview-gif";
import { getStorage } from "@/lib/storage";
import { PREVIEW_GIF } from "@/lib/videos/jobs";
import {
  linkPreviewPrefix,
  previewGifKey,
  previewMedia,
  refreshPreviewGif,
} from "@/lib/videos/preview-gif";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { unsafeInput, watchToolRuns, type ToolRun } from "../support/spawn-watch";
import { useTestDatabase } from "../support/test-database";
import { createLink } from "./engagement-support";
import {
  loopsForever,
  makePreviewClips,
  probe,
  processedVideo as processedVideo_,
  statusOf,
} from "./preview-gif-support";
import { storedFiles, subscribe } from "./videos-fixtures";

const database = useTestDatabase();
let dir = "";
let owner: TestUser;
let video: Video;
let link: CreatedLink;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "demoreel-preview-gif-"));
  await makePreviewClips(dir);
  const db = database.db();
  owner = await createTestUser(db, { firstName: "Olive", lastName: "Owner" });
  await subscribe(db, owner.id, "yearly");
  video = await processedVideo();
  expect(await refreshPreviewGif(db, getStorage(), video.id)).toBe("made");
  const created = await createLink(video.id, owner.token, { recipientName: "Dana Scully" });
  expect(created.status).toBe(201);
  link = (await created.json()) as CreatedLink;
});

afterAll(() => rm(dir, { recursive: true, force: true }));

const processedVideo = () => processedVideo_(database.db(), owner.id, dir);

const getVideoGif = (id = video.id, query = "") =>
  videoGif(apiRequest(`/api/videos/${id}/preview.gif${query}`), routeParams({ id: String(id) }));

const getLinkGif = (token = link.token) =>
  linkGif(apiRequest(`/api/links/${token}/preview.gif`), routeParams({ linkId: token }));

async function saved(response: Response, name: string): Promise<{ file: string; bytes: Buffer }> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/gif");
  const bytes = Buffer.from(await response.arrayBuffer());
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return { file, bytes };
}

describe("GET /api/videos/{id}/preview.gif", () => {
  it("is a looping GIF 480 px wide of a few seconds, at most 600 KB, with an ETag", async () => {
    const response = await getVideoGif();
    expect(response.headers.get("etag")).toBeTruthy();
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const { file, bytes } = await saved(response, "video.gif");
    expect(bytes.subarray(0, 6).toString("latin1")).toBe("GIF89a");
    expect(bytes.length).toBeLessThanOrEqual(PREVIEW_GIF_MAX_BYTES);
    expect(loopsForever(bytes)).toBe(true);
    const info = await probe(file);
    expect(info).toMatchObject({ width: 480, height: 270 });
    // The held thumbnail, then about 3 s of video (frames identical to the last are merged).
    expect(info.frames).toBeGreaterThanOrEqual(20);
    expect(info.frames).toBeLessThanOrEqual(45);
  });

  it("answers 404 to a private, workspace, password, gated, expired, deleted or unknown video", async () => {
    const db = database.db();
    const closures: Partial<typeof videos.$inferInsert>[] = [
      { visibility: "private" },
      { visibility: "workspace" },
      { passwordHash: "scrypt$x" },
      { emailGate: true },
      { expiresAt: new Date(Date.now() - 1000) },
    ];
    const open = { visibility: "public" as const, passwordHash: null, emailGate: false };
    for (const closed of closures) {
      await db.update(videos).set(closed).where(eq(videos.id, video.id));
      const response = await getVideoGif();
      expect(response.status, JSON.stringify(closed)).toBe(404);
      expect(await response.json()).toMatchObject({ code: "media_not_found" });
      await db
        .update(videos)
        .set({ ...open, expiresAt: null })
        .where(eq(videos.id, video.id));
    }
    expect(await statusOf(getVideoGif())).toBe(200);
    expect(await statusOf(getVideoGif(424242))).toBe(404);

    const doomed = await processedVideo();
    await refreshPreviewGif(db, getStorage(), doomed.id);
    expect(await statusOf(getVideoGif(doomed.id))).toBe(200);
    await db.delete(videos).where(eq(videos.id, doomed.id));
    expect(await statusOf(getVideoGif(doomed.id))).toBe(404);
  });

  it("counts no view and raises no alert, whoever fetches it", async () => {
    await saved(await getVideoGif(), "again.gif");
    await saved(await getLinkGif(), "link-again.gif");
    const db = database.db();
    expect(await db.select().from(videoViews).where(eq(videoViews.videoId, video.id))).toEqual([]);
    const [row] = await db
      .select({ views: videos.views })
      .from(videos)
      .where(eq(videos.id, video.id));
    expect(row?.views).toBe(0);
    expect(await db.select().from(notifications)).toEqual([]);
    const alerts = await db
      .select()
      .from(jobs)
      .where(inArray(jobs.kind, ["tracked-view-email", "notification-email", "deliver-webhook"]));
    expect(alerts).toEqual([]);
  });
});

describe("GET /api/links/{token}/preview.gif", () => {
  it("greets the recipient on a GIF of its own, made once and then served as stored", async () => {
    const plain = await saved(await getVideoGif(), "plain.gif");
    const created = await createLink(video.id, owner.token, { recipientName: "Dr. Dana Katz" });
    const { token } = (await created.json()) as CreatedLink;
    const runs: ToolRun[] = [];
    const watch = watchToolRuns((tool) => runs.push(tool));
    const first = await saved(await getLinkGif(token), "dana.gif");
    expect(runs.map((r) => r.tool)).toContain("ffmpeg");
    // Its input, our own GIF, is read as strictly as user media.
    expect(runs.map((r) => unsafeInput(r.args))).toEqual(runs.map(() => null));
    expect(first.bytes.equals(plain.bytes)).toBe(false);
    expect(first.bytes.length).toBeLessThanOrEqual(PREVIEW_GIF_MAX_BYTES);
    expect(loopsForever(first.bytes)).toBe(true);
    expect(await probe(first.file)).toMatchObject({ width: 480, height: 270 });

    runs.length = 0;
    const second = await saved(await getLinkGif(token), "dana-again.gif");
    watch.stop();
    expect(runs).toEqual([]);
    expect(second.bytes.equals(first.bytes)).toBe(true);
  });

  it("answers the plain preview when no font is found, 404 to a revoked or unknown link", async () => {
    const db = database.db();
    const other = await createLink(video.id, owner.token, { recipientName: "Fox Mulder" });
    const { token, id } = (await other.json()) as CreatedLink;
    const media = await findLinkPreviewGif(db, getStorage(), { token }, { font: async () => null });
    expect(media.key).toBe(previewGifKey(video.id));

    const revoked = await deleteLink(
      apiRequest(`/api/links/${id}`, { token: owner.token, method: "DELETE" }),
      routeParams({ linkId: String(id) }),
    );
    expect(revoked.status).toBe(204);
    expect(await statusOf(getLinkGif(token))).toBe(404);
    expect(await statusOf(getLinkGif("A".repeat(32)))).toBe(404);
    await db.update(videos).set({ visibility: "private" }).where(eq(videos.id, video.id));
    expect(await statusOf(getLinkGif())).toBe(404);
    await db.update(videos).set({ visibility: "public" }).where(eq(videos.id, video.id));
  });
});

describe("remaking the preview", () => {
  it("is queued by a new thumbnail, makes a new file and drops the recipients' old ones", async () => {
    const db = database.db();
    const first = await getVideoGif();
    await first.arrayBuffer();
    const before = first.headers.get("etag");
    const form = new FormData();
    const png = await readFile(path.join(dir, "thumb.png"));
    form.append("image", new Blob([new Uint8Array(png)]), "cover.png");
    const put = await putThumbnail(
      new Request(`http://127.0.0.1:3000/api/videos/${video.id}/thumbnail`, {
        method: "PUT",
        headers: { authorization: `Bearer ${owner.token}` },
        body: form,
      }),
      routeParams({ id: String(video.id) }),
    );
    expect(put.status).toBe(200);
    const queued = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, PREVIEW_GIF), eq(jobs.videoId, video.id)));
    expect(queued).toHaveLength(1);

    const recipients = linkPreviewPrefix(video.id);
    expect((await storedFiles(recipients)).length).toBeGreaterThan(0);
    expect(await refreshPreviewGif(db, getStorage(), video.id)).toBe("made");
    expect(await storedFiles(recipients)).toEqual([]);
    expect(await refreshPreviewGif(db, getStorage(), video.id)).toBe("current");
    const after = await getVideoGif();
    await after.arrayBuffer();
    expect(after.headers.get("etag")).not.toBe(before);
    // Asked with its current version, a shared cache may keep it a while.
    const { version } = await previewMedia(getStorage(), video.id, undefined);
    const pinned = await getVideoGif(video.id, `?v=${version}`);
    await pinned.arrayBuffer();
    expect(pinned.headers.get("cache-control")).toBe("public, max-age=300");
    await saved(await getLinkGif(), "dana-new.gif");
    expect(await storedFiles(recipients)).toHaveLength(1);
  });
});
