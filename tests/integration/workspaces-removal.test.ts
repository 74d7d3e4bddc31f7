import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as workspace from "@/app/api/workspaces/[wid]/route";
import * as member from "@/app/api/workspaces/[wid]/members/[userId]/route";
import * as video from "@/app/api/videos/[id]/route";
import { jobs, videos, type VideoVisibility } from "@/db/schema";
import type { Db } from "@/db/types";
import { createFolder } from "@/lib/workspaces/folders";
import { WORKSPACE_MESSAGES as M } from "@/lib/workspaces/messages";
import type { TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { subscribe } from "./videos-fixtures";
import { call, createCast, createTeam } from "./workspaces-support";

// What becomes of a member's videos when they leave or are removed, and of a workspace's videos
// when its owner deletes it.

const database = useTestDatabase();

async function world() {
  const db = database.db();
  const cast = await createCast(db);
  const team = await createTeam(db, cast);
  // Members record in a team workspace on Pro.
  await subscribe(db, cast.people.owner.id);
  return { db, cast, team };
}

async function videoOf(db: Db, userId: string, workspaceId: number, visibility: VideoVisibility) {
  const [row] = await db
    .insert(videos)
    .values({
      userId,
      workspaceId,
      visibility,
      title: `${visibility} demo`,
      originalKey: "videos/x/original.webm",
      thumbnailKey: `thumbnails/${userId}/thumb.png`,
      duration: 30,
    })
    .returning({ id: videos.id });
  if (!row) throw new Error("no video");
  return row.id;
}

const remove = (wid: number, memberId: string, who: TestUser, transferTo?: string) =>
  call(
    member.DELETE,
    `/api/workspaces/${wid}/members/${memberId}${transferTo ? `?transferTo=${transferTo}` : ""}`,
    { wid, userId: memberId },
    who,
    { method: "DELETE" },
  );
const edit = (id: number, who: TestUser | null, body: unknown) =>
  call(video.PATCH, `/api/videos/${id}`, { id }, who, { method: "PATCH", body });
const deleteWorkspace = (wid: number, who: TestUser, confirmVideoCount?: number) =>
  call(
    workspace.DELETE,
    `/api/workspaces/${wid}${confirmVideoCount === undefined ? "" : `?confirmVideoCount=${confirmVideoCount}`}`,
    { wid },
    who,
    { method: "DELETE" },
  );

async function placement(db: Db, ids: number[]) {
  const rows = await db
    .select({ id: videos.id, userId: videos.userId, visibility: videos.visibility })
    .from(videos)
    .where(inArray(videos.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row]));
}

const threeVideos = async (db: Db, userId: string, team: number) => ({
  hidden: await videoOf(db, userId, team, "private"),
  team: await videoOf(db, userId, team, "workspace"),
  shared: await videoOf(db, userId, team, "public"),
});

describe("a removed member's videos", () => {
  it("pass to the owner, keep their visibility and links, and leave the former member nothing to change", async () => {
    const { db, cast, team } = await world();
    const { owner, admin, creator } = cast.people;
    const made = await threeVideos(db, creator.id, team);
    const ids = Object.values(made);

    expect((await remove(team, creator.id, admin)).status).toBe(200);
    const after = await placement(db, ids);
    expect(after[made.hidden]).toMatchObject({ userId: owner.id, visibility: "private" });
    expect(after[made.team]).toMatchObject({ userId: owner.id, visibility: "workspace" });
    expect(after[made.shared]).toMatchObject({ userId: owner.id, visibility: "public" });

    // The link a prospect was sent still plays.
    const watched = await call(video.GET, `/api/videos/${made.shared}`, { id: made.shared }, null);
    expect(watched.status).toBe(200);
    expect(await watched.json()).toMatchObject({ id: made.shared, title: "public demo" });

    // The former member can change none of them.
    for (const id of ids) {
      expect((await edit(id, creator, { title: "Pay now at evil.example" })).status).toBe(404);
      expect((await edit(id, creator, { visibility: "workspace" })).status).toBe(404);
    }
    expect(
      (
        await call(video.DELETE, `/api/videos/${made.team}`, { id: made.team }, creator, {
          method: "DELETE",
        })
      ).status,
    ).toBe(404);
    // The owner now manages them, the private one included.
    expect((await edit(made.hidden, owner, { title: "Kept" })).status).toBe(200);
  });

  it("pass to an admin chosen at removal, who must be an owner or admin of the workspace", async () => {
    const { db, cast, team } = await world();
    const { owner, admin, creator, viewer, outsider } = cast.people;
    const id = await videoOf(db, creator.id, team, "workspace");
    for (const wrong of [viewer.id, outsider.id, creator.id, "nobody"]) {
      const refused = await remove(team, creator.id, owner, wrong);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        message: M.invalidRecipient,
        code: "invalid_video_recipient",
      });
    }
    expect((await placement(db, [id]))[id]?.userId).toBe(creator.id);
    expect((await remove(team, creator.id, owner, admin.id)).status).toBe(200);
    expect((await placement(db, [id]))[id]).toMatchObject({
      userId: admin.id,
      visibility: "workspace",
    });
  });

  it("pass to the owner when the member leaves", async () => {
    const { db, cast, team } = await world();
    const { owner, viewer, admin } = cast.people;
    const mine = await videoOf(db, admin.id, team, "public");
    // Elsewhere stays theirs: only this workspace's videos change hands.
    const other = await createTeam(db, cast, "Elsewhere");
    const elsewhere = await videoOf(db, admin.id, other, "public");
    expect((await remove(team, admin.id, admin)).status).toBe(200);
    const after = await placement(db, [mine, elsewhere]);
    expect(after[mine]?.userId).toBe(owner.id);
    expect(after[elsewhere]?.userId).toBe(admin.id);
    expect((await remove(team, viewer.id, viewer)).status).toBe(200);
  });
});

describe("current membership in every write to a workspace's video", () => {
  it("a creator who is no longer a member changes nothing, even where the video is still theirs", async () => {
    const { db, cast, team } = await world();
    const { owner, outsider } = cast.people;
    // As a member removed before videos changed hands would have left it.
    const id = await videoOf(db, outsider.id, team, "public");
    const folder = await createFolder(db, { workspaceId: team, userId: owner.id, name: "Q3" });
    for (const body of [
      { title: "Pay now at evil.example" },
      { visibility: "workspace" },
      { folderId: folder.id },
    ]) {
      const refused = await edit(id, outsider, body);
      expect(refused.status).toBe(404);
      expect((await refused.json()).code).toBe("video_not_found");
    }
    const [row] = await db.select().from(videos).where(eq(videos.id, id));
    expect(row).toMatchObject({ title: "public demo", visibility: "public", folderId: null });
  });

  it("a member made a viewer hands their videos to the owner, private ones too", async () => {
    const { db, cast, team } = await world();
    const { owner, creator } = cast.people;
    const id = await videoOf(db, creator.id, team, "workspace");
    const hidden = await videoOf(db, creator.id, team, "private");
    const demote = await call(
      member.PATCH,
      `/api/workspaces/${team}/members/${creator.id}`,
      { wid: team, userId: creator.id },
      owner,
      { method: "PATCH", body: { role: "viewer" } },
    );
    expect(demote.status).toBe(200);
    expect((await edit(id, creator, { title: "Renamed" })).status).toBe(403);
    for (const video of [id, hidden]) {
      const [row] = await db.select().from(videos).where(eq(videos.id, video));
      expect(row?.userId).toBe(owner.id);
      expect((await edit(video, owner, { title: "Renamed" })).status).toBe(200);
    }
  });
});

describe("deleting a workspace that holds videos", () => {
  it("asks for the number of videos it deletes, then deletes them with their files", async () => {
    const { db, cast, team } = await world();
    const { owner, creator } = cast.people;
    const made = await threeVideos(db, creator.id, team);
    const ids = Object.values(made);

    const asked = await deleteWorkspace(team, owner);
    expect(asked.status).toBe(409);
    expect(await asked.json()).toEqual({
      message: M.notEmpty(3),
      code: "workspace_not_empty",
      details: { videoCount: 3 },
    });
    const stale = await deleteWorkspace(team, owner, 2);
    expect(stale.status).toBe(409);
    expect((await stale.json()).details).toEqual({ videoCount: 3 });
    expect(Object.keys(await placement(db, ids))).toHaveLength(3);

    const cleanupsBefore = (await db.select().from(jobs).where(eq(jobs.kind, "delete-storage")))
      .length;
    expect((await deleteWorkspace(team, owner, 3)).status).toBe(200);
    expect(await placement(db, ids)).toEqual({});
    const cleanups = await db.select().from(jobs).where(eq(jobs.kind, "delete-storage"));
    expect(cleanups.length).toBeGreaterThan(cleanupsBefore);
    const named = cleanups.flatMap((job) => {
      const payload = job.payload as { prefixes: string[]; keys: string[] };
      return [...payload.prefixes, ...payload.keys];
    });
    for (const id of ids) expect(named).toContain(`videos/${id}/`);
    expect(named).toContain(`thumbnails/${creator.id}/thumb.png`);
    expect(
      (await call(workspace.GET, `/api/workspaces/${team}`, { wid: team }, owner)).status,
    ).toBe(404);
  });

  it("an empty workspace needs no confirmation; only the owner deletes", async () => {
    const { db, cast } = await world();
    const empty = await createTeam(db, cast, "Empty");
    const refused = await deleteWorkspace(empty, cast.people.admin, 0);
    expect(refused.status).toBe(403);
    expect((await deleteWorkspace(empty, cast.people.owner)).status).toBe(200);
  });
});
