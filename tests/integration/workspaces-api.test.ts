import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as collection from "@/app/api/workspaces/route";
import * as workspace from "@/app/api/workspaces/[wid]/route";
import * as member from "@/app/api/workspaces/[wid]/members/[userId]/route";
import * as folders from "@/app/api/workspaces/[wid]/folders/route";
import * as folder from "@/app/api/folders/[folderId]/route";
import { folders as folderTable, jobs, subscriptions, videos, workspaces } from "@/db/schema";
import { randomId } from "@/db/schema/ids";
import { createUploadedVideo } from "@/lib/videos/create";
import { WORKSPACE_MESSAGES as M } from "@/lib/workspaces/messages";
import { ensurePersonalWorkspace } from "@/lib/workspaces/personal";
import { createTestUser, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { call, createCast, createTeam, expectRoleRefusal } from "./workspaces-support";
import { subscribe } from "./videos-fixtures";

const database = useTestDatabase();

const list = async (who: TestUser) =>
  (await (await call(collection.GET, "/api/workspaces", {}, who)).json()) as {
    id: number;
    name: string;
    personal: boolean;
    role: string;
    plan: string;
    seatsUsed: number;
    memberCount: number;
  }[];
const setRole = (wid: number, userId: string, role: string, who: TestUser) =>
  call(member.PATCH, `/api/workspaces/${wid}/members/${userId}`, { wid, userId }, who, {
    method: "PATCH",
    body: { role },
  });
const removeMember = (wid: number, userId: string, who: TestUser) =>
  call(member.DELETE, `/api/workspaces/${wid}/members/${userId}`, { wid, userId }, who, {
    method: "DELETE",
  });
const deleteWorkspace = (wid: number, who: TestUser) =>
  call(workspace.DELETE, `/api/workspaces/${wid}`, { wid }, who, { method: "DELETE" });

const upload = (userId: string, workspaceId?: number) =>
  createUploadedVideo(database.db(), {
    id: randomId(),
    userId,
    workspaceId,
    originalKey: "videos/x/original.webm",
    originalContentType: "video/webm",
    originalSize: 0,
    thumbnailKey: null,
    title: "Demo",
    description: "",
    isPrivate: true,
    duration: 0,
  });

describe("workspaces", () => {
  it("a new user has one personal workspace, made once however many ask at the same time", async () => {
    const db = database.db();
    const user = await createTestUser(db);
    const ids = await Promise.all(
      Array.from({ length: 5 }, () => ensurePersonalWorkspace(db, user.id)),
    );
    expect(new Set(ids).size).toBe(1);
    const mine = await list(user);
    expect(mine).toEqual([
      expect.objectContaining({
        id: ids[0],
        name: "Personal",
        personal: true,
        role: "owner",
        plan: "free",
        seatsUsed: 1,
      }),
    ]);
    const rows = await db.select().from(workspaces).where(eq(workspaces.personalFor, user.id));
    expect(rows).toHaveLength(1);
  });

  it("creates a team workspace owned by the caller; seats count owner, admins and creators", async () => {
    const db = database.db();
    const cast = await createCast(db);
    const made = await call(collection.POST, "/api/workspaces", {}, cast.people.owner, {
      method: "POST",
      body: { name: "  Enterprise  " },
    });
    expect(made.status).toBe(201);
    expect(await made.json()).toMatchObject({ name: "Enterprise", personal: false, role: "owner" });
    const team = await createTeam(db, cast);
    const mine = await list(cast.people.owner);
    expect(mine.map((w) => w.name)).toEqual(["Personal", "Enterprise", "Sales"]);
    expect(mine.find((w) => w.id === team)).toMatchObject({
      seatsUsed: 3,
      memberCount: 4,
      plan: "free",
    });
    const viewers = await list(cast.people.viewer);
    expect(viewers.find((w) => w.id === team)).toMatchObject({ role: "viewer", seatsUsed: 3 });
    // The plan is the owner's subscription.
    await db.insert(subscriptions).values({
      userId: cast.people.owner.id,
      status: "active",
      plan: "monthly",
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    });
    expect((await list(cast.people.viewer)).find((w) => w.id === team)?.plan).toBe("pro");
    const blank = await call(collection.POST, "/api/workspaces", {}, cast.people.owner, {
      method: "POST",
      body: { name: "   " },
    });
    expect(blank.status).toBe(400);
  });

  it("a role change to owner transfers nothing: ownership moves only by an accepted offer", async () => {
    const db = database.db();
    const cast = await createCast(db);
    const team = await createTeam(db, cast);
    const { owner, admin, creator } = cast.people;
    await expectRoleRefusal(await setRole(team, creator.id, "owner", admin), M.transfer);
    expect((await setRole(team, owner.id, "viewer", admin)).status).toBe(409);
    const seatJobs = async () =>
      (await db.select().from(jobs).where(eq(jobs.kind, "billing.sync-seats"))).length;
    const before = await seatJobs();
    const pushed = await setRole(team, admin.id, "owner", owner);
    expect(pushed.status).toBe(409);
    expect(await pushed.json()).toEqual({
      message: M.ownershipByOffer,
      code: "ownership_offer_required",
    });
    const roles = Object.fromEntries((await list(owner)).map((w) => [w.id, w.role]));
    expect(roles[team]).toBe("owner");
    expect((await list(admin)).find((w) => w.id === team)?.role).toBe("admin");
    expect(await seatJobs()).toBe(before);
  });

  it("members leave; the owner must transfer first; a removed member loses the workspace", async () => {
    const db = database.db();
    const cast = await createCast(db);
    const team = await createTeam(db, cast);
    const { owner, admin, viewer } = cast.people;
    const stay = await removeMember(team, owner.id, owner);
    expect(stay.status).toBe(409);
    expect(await stay.json()).toEqual({
      message: M.ownerMustTransfer,
      code: "owner_must_transfer",
    });
    expect((await removeMember(team, owner.id, admin)).status).toBe(409);
    expect((await removeMember(team, viewer.id, viewer)).status).toBe(200);
    expect(
      (await call(workspace.GET, `/api/workspaces/${team}`, { wid: team }, viewer)).status,
    ).toBe(404);
    expect((await removeMember(team, viewer.id, admin)).status).toBe(404);
  });

  it("personal workspaces can't be deleted, nor team workspaces that still hold videos", async () => {
    const db = database.db();
    const cast = await createCast(db);
    const { owner, creator, viewer } = cast.people;
    const personal = await ensurePersonalWorkspace(db, owner.id);
    const refused = await deleteWorkspace(personal, owner);
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe("personal_workspace");
    const team = await createTeam(db, cast);
    // Members record in a team workspace on Pro (a free one takes only its owner's videos).
    await subscribe(db, cast.people.owner.id);
    const video = await upload(creator.id, team);
    expect(video.workspaceId).toBe(team);
    const full = await deleteWorkspace(team, owner);
    expect(full.status).toBe(409);
    expect((await full.json()).code).toBe("workspace_not_empty");
    // New videos go to the creator's personal workspace unless another is asked for.
    expect((await upload(viewer.id)).workspaceId).toBe(
      await ensurePersonalWorkspace(db, viewer.id),
    );
    await expect(upload(viewer.id, team)).rejects.toMatchObject({ status: 403 });
    await expect(upload(viewer.id, randomId())).rejects.toMatchObject({ status: 404 });
  });

  it("folders nest one level; deleting one moves its videos (and its subfolders') to the root", async () => {
    const db = database.db();
    const cast = await createCast(db);
    const team = await createTeam(db, cast);
    // Members record in a team workspace on Pro (a free one takes only its owner's videos).
    await subscribe(db, cast.people.owner.id);
    const { admin, creator } = cast.people;
    const make = async (name: string, parentId?: number) => {
      const response = await call(
        folders.POST,
        `/api/workspaces/${team}/folders`,
        { wid: team },
        admin,
        {
          method: "POST",
          body: { name, parentId },
        },
      );
      return response;
    };
    const top = (await (await make("Q3")).json()) as { id: number };
    const child = (await (await make("Acme", top.id)).json()) as { id: number; parentId: number };
    expect(child.parentId).toBe(top.id);
    const deeper = await make("Too deep", child.id);
    expect(deeper.status).toBe(400);
    expect((await deeper.json()).message).toBe(M.folderDepth);
    const other = await createTeam(db, cast, "Elsewhere");
    const foreign = await call(
      folders.POST,
      `/api/workspaces/${other}/folders`,
      { wid: other },
      admin,
      {
        method: "POST",
        body: { name: "Borrowed parent", parentId: top.id },
      },
    );
    expect(foreign.status).toBe(404);

    const inTop = await upload(creator.id, team);
    const inChild = await upload(creator.id, team);
    await db.update(videos).set({ folderId: top.id }).where(eq(videos.id, inTop.id));
    await db.update(videos).set({ folderId: child.id }).where(eq(videos.id, inChild.id));
    const removed = await call(
      folder.DELETE,
      `/api/folders/${top.id}`,
      { folderId: top.id },
      admin,
      {
        method: "DELETE",
      },
    );
    expect(removed.status).toBe(200);
    const after = await db
      .select({ folderId: videos.folderId, workspaceId: videos.workspaceId })
      .from(videos)
      .where(eq(videos.userId, creator.id));
    expect(after).toEqual([
      { folderId: null, workspaceId: team },
      { folderId: null, workspaceId: team },
    ]);
    expect(await db.select().from(folderTable).where(eq(folderTable.workspaceId, team))).toEqual(
      [],
    );
  });
});
