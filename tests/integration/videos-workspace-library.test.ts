import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import * as list from "@/app/api/videos/route";
import * as video from "@/app/api/videos/[id]/route";
import * as uploads from "@/app/api/uploads/route";
import { videos, type VideoVisibility } from "@/db/schema";
import type { Db } from "@/db/types";
import { createFolder } from "@/lib/workspaces/folders";
import { WORKSPACE_MESSAGES as M } from "@/lib/workspaces/messages";
import { ensurePersonalWorkspace } from "@/lib/workspaces/personal";
import { proxy } from "@/proxy";
import { createTestUser, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { subscribe } from "./videos-fixtures";
import { addMember, call, expectRoleRefusal, lazyTeam, type Cast } from "./workspaces-support";

// A workspace's library: listing by workspace and folder, moving videos between folders and
// workspaces, recording into a workspace, and the share page of a workspace video.

const database = useTestDatabase();
const setup = lazyTeam(database);

async function newVideo(
  db: Db,
  who: TestUser,
  workspaceId: number,
  visibility: VideoVisibility,
  folderId: number | null = null,
) {
  const [row] = await db
    .insert(videos)
    .values({ userId: who.id, workspaceId, folderId, visibility, originalKey: "videos/x/o.webm" })
    .returning({ id: videos.id });
  if (!row) throw new Error("no video");
  return row.id;
}

const listAs = async (who: TestUser | null, query: string) => {
  const response = await call(list.GET, `/api/videos?${query}`, {}, who);
  return { status: response.status, body: (await response.json()) as unknown };
};
const ids = (body: unknown) => (body as { id: number }[]).map((v) => v.id);

const patchAs = (who: TestUser, id: number, body: Record<string, unknown>) =>
  call(video.PATCH, `/api/videos/${id}`, { id }, who, { method: "PATCH", body });

async function library(db: Db, cast: Cast, team: number) {
  const { owner, creator, viewer } = cast.people;
  const folder = await createFolder(db, { workspaceId: team, userId: owner.id, name: "Demos" });
  const inFolder = await newVideo(db, creator, team, "workspace", folder.id);
  const atRoot = await newVideo(db, creator, team, "public");
  const creatorsPrivate = await newVideo(db, creator, team, "private");
  const viewersPrivate = await newVideo(db, viewer, team, "private");
  return { folder, inFolder, atRoot, creatorsPrivate, viewersPrivate };
}

describe("GET /api/videos?workspace=", () => {
  it("lists what each member may see, newest first, by folder; 404 to anyone else", async () => {
    const { db, cast, team } = await setup();
    const lib = await library(db, cast, team);
    const { owner, creator, outsider } = cast.people;

    const asCreator = await listAs(creator, `workspace=${team}`);
    expect(asCreator.status).toBe(200);
    expect(ids(asCreator.body)).toEqual([lib.creatorsPrivate, lib.atRoot, lib.inFolder]);
    expect(ids((await listAs(owner, `workspace=${team}`)).body)).toEqual([
      lib.atRoot,
      lib.inFolder,
    ]);
    const first = (asCreator.body as Record<string, unknown>[])[2];
    expect(first).toMatchObject({
      visibility: "workspace",
      isPrivate: true,
      workspaceId: team,
      folderId: lib.folder.id,
    });

    const folder = await listAs(owner, `workspace=${team}&folder=${lib.folder.id}`);
    expect(ids(folder.body)).toEqual([lib.inFolder]);
    expect(ids((await listAs(creator, `workspace=${team}&folder=root`)).body)).toEqual([
      lib.creatorsPrivate,
      lib.atRoot,
    ]);

    for (const who of [outsider, null]) {
      const refused = await listAs(who, `workspace=${team}`);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ code: "workspace_not_found" });
    }
    expect((await listAs(owner, `workspace=${team}&folder=top`)).status).toBe(400);
    // Without the parameter: the caller's own videos, as before workspaces.
    expect(ids((await listAs(owner, "")).body)).not.toContain(lib.atRoot);
  });
});

describe("PATCH /api/videos/{id}: visibility, folder and workspace", () => {
  it("files a video into a folder of its workspace, and back to the root", async () => {
    const { db, cast, team } = await setup();
    const { creator, admin } = cast.people;
    const folder = await createFolder(db, { workspaceId: team, userId: admin.id, name: "Wins" });
    const id = await newVideo(db, creator, team, "workspace");
    const filed = await patchAs(admin, id, { folderId: folder.id });
    expect(filed.status).toBe(200);
    expect(await filed.json()).toMatchObject({ folderId: folder.id });
    expect(await (await patchAs(creator, id, { folderId: null })).json()).toMatchObject({
      folderId: null,
    });

    const elsewhere = await ensurePersonalWorkspace(db, creator.id);
    const foreign = await createFolder(db, {
      workspaceId: elsewhere,
      userId: creator.id,
      name: "X",
    });
    const refused = await patchAs(creator, id, { folderId: foreign.id });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ code: "folder_not_found" });
    expect((await patchAs(creator, id, { folderId: "root" })).status).toBe(400);
  });

  it("maps isPrivate to private and public, and keeps workspace out of personal workspaces", async () => {
    const { db, cast, team } = await setup();
    const { creator } = cast.people;
    const id = await newVideo(db, creator, team, "workspace");
    expect(await (await patchAs(creator, id, { isPrivate: false })).json()).toMatchObject({
      visibility: "public",
      isPrivate: false,
    });
    expect(await (await patchAs(creator, id, { isPrivate: true })).json()).toMatchObject({
      visibility: "private",
    });
    const personal = await newVideo(
      db,
      creator,
      await ensurePersonalWorkspace(db, creator.id),
      "private",
    );
    const refused = await patchAs(creator, personal, { visibility: "workspace" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "visibility_not_allowed" });
  });

  it("moves a video between workspaces: a creator seat there, folder cleared, private in personal", async () => {
    const { db, cast, team } = await setup();
    const { creator, admin, viewer } = cast.people;
    const folder = await createFolder(db, { workspaceId: team, userId: admin.id, name: "Old" });
    const id = await newVideo(db, creator, team, "workspace", folder.id);
    const personal = await ensurePersonalWorkspace(db, creator.id);

    const home = await patchAs(creator, id, { workspaceId: personal });
    expect(home.status).toBe(200);
    expect(await home.json()).toMatchObject({
      workspaceId: personal,
      folderId: null,
      visibility: "private",
    });
    const back = await patchAs(creator, id, { workspaceId: team, visibility: "workspace" });
    expect(await back.json()).toMatchObject({ workspaceId: team, visibility: "workspace" });

    // An admin may move it too, but not into their own personal workspace.
    const adminsOwn = await ensurePersonalWorkspace(db, admin.id);
    const intoAdmins = await patchAs(admin, id, { workspaceId: adminsOwn });
    expect(intoAdmins.status).toBe(403);
    expect(await intoAdmins.json()).toMatchObject({ code: "personal_workspace" });
    // A viewer may not change it at all; nobody moves into a workspace they are not in.
    await expectRoleRefusal(
      await patchAs(viewer, id, { folderId: null }),
      "Only the video's creator or a workspace admin or owner can change or delete this video",
    );
    const viewersOwn = await ensurePersonalWorkspace(db, viewer.id);
    expect((await patchAs(creator, id, { workspaceId: viewersOwn })).status).toBe(404);
  });
});

describe("recording into a workspace", () => {
  const open = (who: TestUser, workspaceId: number) =>
    call(uploads.POST, "/api/uploads", {}, who, {
      method: "POST",
      body: { contentType: "video/webm", partUpload: "server", workspaceId },
    });

  it("opens an upload session for creator seats only: a viewer gets 403 naming the role", async () => {
    const { db, cast, team } = await setup();
    // Members record in a team workspace on Pro (a free one takes only its owner's videos).
    await subscribe(db, cast.people.owner.id);
    const fresh = await createTestUser(db);
    await addMember(db, team, fresh.id, "creator");
    expect((await open(fresh, team)).status).toBe(201);
    await expectRoleRefusal(await open(cast.people.viewer, team), M.addVideos);
    const outsider = await open(cast.people.outsider, team);
    expect(outsider.status).toBe(404);
    expect(await outsider.json()).toMatchObject({ code: "workspace_not_found" });
  });
});

describe("the share page of a workspace video", () => {
  it("is never the page kept for everyone, and signed-out viewers get the per-request 404 path", async () => {
    const { db, cast, team } = await setup();
    const id = await newVideo(db, cast.people.creator, team, "workspace");
    const response = await proxy(new NextRequest(`http://127.0.0.1:3000/video/${id}`));
    expect(response.headers.get("x-middleware-rewrite")).toBeNull();
    const signedOut = await call(video.GET, `/api/videos/${id}`, { id }, null);
    expect(signedOut.status).toBe(404);
  });
});
