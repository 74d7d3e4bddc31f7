import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getEmbed } from "@/app/embed/[id]/route";
import { GET as getMedia } from "@/app/api/videos/[id]/media/[kind]/route";
import { videos, workspaces, type Video } from "@/db/schema";
import { findGatePreview } from "@/lib/access/gate-preview";
import { getStorage } from "@/lib/storage";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { createGateOwner, giveEmail, patchGate, type Asker } from "./email-gate-support";
import { patchAs } from "./video-access-fixtures";
import { insertVideo, PNG_BYTES } from "./videos-fixtures";

// What the email gate shows before the email: the title, the thumbnail and who sent it, on the page
// and in the embed; nothing else of the video (no media URL, description or transcript).

const database = useTestDatabase();
let owner: TestUser;
let video: Video;

const SECRET = { description: "Our secret pricing", transcript: '[{"time":0,"text":"Forty"}]' };

async function gatedVideo(title: string, extra: Partial<Video> = {}): Promise<Video> {
  const thumbnailKey = `thumbnails/${title.replace(/\W/g, "-")}.png`;
  await getStorage().put(thumbnailKey, PNG_BYTES, { contentType: "image/png" });
  const made = await insertVideo(database.db(), owner.id, {
    isPrivate: false,
    title,
    thumbnailKey,
    ...SECRET,
  });
  expect((await patchGate(made.id, owner.token, true)).status).toBe(200);
  // Set after the gate: the owner need not be a member of a workspace made for the test.
  if (Object.keys(extra).length > 0) {
    await database.db().update(videos).set(extra).where(eq(videos.id, made.id));
  }
  return made;
}

const media = (id: number, kind: "video" | "thumbnail", asker: Asker = {}) =>
  getMedia(
    apiRequest(`/api/videos/${id}/media/${kind}`, asker),
    routeParams({ id: String(id), kind }),
  );

const embed = (id: number, asker: Asker = {}) =>
  getEmbed(apiRequest(`/embed/${id}`, asker), routeParams({ id: String(id) }));

beforeAll(async () => {
  owner = await createGateOwner(database.db());
  video = await gatedVideo("Codename Heron");
});

describe("the gate's preview", () => {
  it("serves a gated video's thumbnail before the email, never its media", async () => {
    const browser = { anonymousId: "dev-user-preview-1" };
    expect((await media(video.id, "thumbnail", browser)).status).toBe(200);
    expect((await media(video.id, "video", browser)).status).toBe(403);
  });

  it("keeps a password's and privacy's answers on the thumbnail", async () => {
    const locked = await gatedVideo("Codename Falcon");
    expect((await patchAs(owner, locked, { password: "open sesame" })).status).toBe(200);
    const thumbnail = await media(locked.id, "thumbnail");
    expect(thumbnail.status).toBe(403);
    expect(await thumbnail.json()).toMatchObject({ code: "password_required" });
    await database
      .db()
      .update(videos)
      .set({ visibility: "private" })
      .where(eq(videos.id, locked.id));
    expect((await media(locked.id, "thumbnail")).status).toBe(404);
  });

  it("names the title, thumbnail and owner; the team workspace only", async () => {
    const db = database.db();
    const preview = await findGatePreview(db, { videoId: video.id, viewerId: null });
    expect(preview).toEqual({
      title: "Codename Heron",
      thumbnailUrl: expect.stringMatching(
        new RegExp(`^/api/videos/${video.id}/media/thumbnail\\?v=`),
      ),
      ownerName: "Olive Owner",
      workspaceName: null,
    });
    const [team] = await db.insert(workspaces).values({ name: "Acme Sales" }).returning();
    if (!team) throw new Error("no workspace");
    const teamVideo = await gatedVideo("Team pitch", { workspaceId: team.id });
    expect(await findGatePreview(db, { videoId: teamVideo.id, viewerId: null })).toMatchObject({
      ownerName: "Olive Owner",
      workspaceName: "Acme Sales",
    });
    const stranger = await createTestUser(db);
    await db.update(videos).set({ visibility: "private" }).where(eq(videos.id, teamVideo.id));
    expect(await findGatePreview(db, { videoId: teamVideo.id, viewerId: stranger.id })).toBeNull();
  });

  it("shows the embed's gate with 200, the preview and nothing else of the video", async () => {
    const browser = { anonymousId: "dev-user-preview-2" };
    const gated = await embed(video.id, browser);
    expect(gated.status).toBe(200);
    expect(gated.headers.get("cache-control")).toContain("no-store");
    const html = await gated.text();
    expect(html).toContain("Enter your email to watch");
    expect(html).toContain("Codename Heron");
    expect(html).toContain("Shared by Olive Owner");
    expect(html).toMatch(new RegExp(`/api/videos/${video.id}/media/thumbnail\\?v=`));
    expect(html).not.toContain("/media/video");
    expect(html).not.toContain(SECRET.description);
    expect(html).not.toContain("Forty");
    const { cookie } = await giveEmail(video.id, browser, { email: "em@bed.io" });
    expect(await (await embed(video.id, { ...browser, cookie })).text()).toContain("/media/video");
  });
});
