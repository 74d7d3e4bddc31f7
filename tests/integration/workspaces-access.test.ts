import { describe, expect, it } from "vitest";
import * as workspace from "@/app/api/workspaces/[wid]/route";
import * as members from "@/app/api/workspaces/[wid]/members/route";
import * as member from "@/app/api/workspaces/[wid]/members/[userId]/route";
import * as invites from "@/app/api/workspaces/[wid]/invites/route";
import * as invite from "@/app/api/workspaces/[wid]/invites/[inviteId]/route";
import * as folders from "@/app/api/workspaces/[wid]/folders/route";
import * as folder from "@/app/api/folders/[folderId]/route";
import type { Db } from "@/db/types";
import { createFolder } from "@/lib/workspaces/folders";
import { createInvite } from "@/lib/workspaces/invites";
import { WORKSPACE_MESSAGES as M } from "@/lib/workspaces/messages";
import { createTestUser, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import {
  addMember,
  call,
  createTeam,
  lazyTeam,
  personOf,
  type Cast,
  type Who,
} from "./workspaces-support";

const database = useTestDatabase();

const setup = lazyTeam(database);

type Expect = Record<Who, number>;
const anyMember = (ok: number): Expect => ({
  owner: ok,
  admin: ok,
  creator: ok,
  viewer: ok,
  former: 404,
  outsider: 404,
  "signed out": 401,
});
const admins = (ok: number): Expect => ({ ...anyMember(ok), creator: 403, viewer: 403 });
const ownerOnly = (ok: number): Expect => ({ ...admins(ok), admin: 403 });

interface Action {
  name: string;
  expected: Expect;
  /** The message a member without the role reads. */
  refusal?: string;
  /** The code a non-member gets (the workspace's, or the folder's for folder routes). */
  missing?: string;
  run(ctx: { db: Db; cast: Cast; team: number; who: TestUser | null }): Promise<Response>;
}

let counter = 0;
const spare = async (db: Db, team: number) => {
  const user = await createTestUser(db);
  await addMember(db, team, user.id, "creator");
  return user;
};
const newFolder = (db: Db, cast: Cast, team: number) =>
  createFolder(db, { workspaceId: team, userId: cast.people.owner.id, name: "Demos" });

const ACTIONS: Action[] = [
  {
    name: "read the workspace",
    expected: anyMember(200),
    run: ({ team, who }) => call(workspace.GET, `/api/workspaces/${team}`, { wid: team }, who),
  },
  {
    name: "rename",
    expected: admins(200),
    refusal: M.rename,
    run: ({ team, who }) =>
      call(workspace.PATCH, `/api/workspaces/${team}`, { wid: team }, who, {
        method: "PATCH",
        body: { name: "Sales" },
      }),
  },
  {
    name: "delete",
    expected: ownerOnly(200),
    refusal: M.delete,
    run: async ({ db, cast, who }) => {
      const fresh = await createTeam(db, cast, "Short-lived");
      return call(workspace.DELETE, `/api/workspaces/${fresh}`, { wid: fresh }, who, {
        method: "DELETE",
      });
    },
  },
  {
    name: "list members",
    expected: anyMember(200),
    run: ({ team, who }) =>
      call(members.GET, `/api/workspaces/${team}/members`, { wid: team }, who),
  },
  {
    name: "change a role",
    expected: admins(200),
    refusal: M.manageMembers,
    run: async ({ db, team, who }) => {
      const target = await spare(db, team);
      const path = `/api/workspaces/${team}/members/${target.id}`;
      return call(member.PATCH, path, { wid: team, userId: target.id }, who, {
        method: "PATCH",
        body: { role: "viewer" },
      });
    },
  },
  {
    name: "remove a member",
    expected: admins(200),
    refusal: M.manageMembers,
    run: async ({ db, team, who }) => {
      const target = await spare(db, team);
      const path = `/api/workspaces/${team}/members/${target.id}`;
      return call(member.DELETE, path, { wid: team, userId: target.id }, who, {
        method: "DELETE",
      });
    },
  },
  {
    name: "invite",
    expected: admins(201),
    refusal: M.invite,
    run: ({ team, who }) =>
      call(invites.POST, `/api/workspaces/${team}/invites`, { wid: team }, who, {
        method: "POST",
        body: { email: `invitee${++counter}@example.test`, role: "viewer" },
      }),
  },
  {
    name: "list invites",
    expected: admins(200),
    refusal: M.invite,
    run: ({ team, who }) =>
      call(invites.GET, `/api/workspaces/${team}/invites`, { wid: team }, who),
  },
  {
    name: "revoke an invite",
    expected: admins(200),
    refusal: M.invite,
    run: async ({ db, cast, team, who }) => {
      const made = await createInvite(db, {
        workspaceId: team,
        userId: cast.people.owner.id,
        email: `revoked${++counter}@example.test`,
        role: "creator",
      });
      const path = `/api/workspaces/${team}/invites/${made.id}`;
      return call(invite.DELETE, path, { wid: team, inviteId: made.id }, who, {
        method: "DELETE",
      });
    },
  },
  {
    name: "list folders",
    expected: anyMember(200),
    run: ({ team, who }) =>
      call(folders.GET, `/api/workspaces/${team}/folders`, { wid: team }, who),
  },
  {
    name: "create a folder",
    expected: admins(201),
    refusal: M.folders,
    run: ({ team, who }) =>
      call(folders.POST, `/api/workspaces/${team}/folders`, { wid: team }, who, {
        method: "POST",
        body: { name: "Q3 demos" },
      }),
  },
  {
    name: "rename a folder",
    expected: admins(200),
    refusal: M.folders,
    missing: "folder_not_found",
    run: async ({ db, cast, team, who }) => {
      const { id } = await newFolder(db, cast, team);
      return call(folder.PATCH, `/api/folders/${id}`, { folderId: id }, who, {
        method: "PATCH",
        body: { name: "Renamed" },
      });
    },
  },
  {
    name: "delete a folder",
    expected: admins(200),
    refusal: M.folders,
    missing: "folder_not_found",
    run: async ({ db, cast, team, who }) => {
      const { id } = await newFolder(db, cast, team);
      return call(folder.DELETE, `/api/folders/${id}`, { folderId: id }, who, {
        method: "DELETE",
      });
    },
  },
];

const WHO: Who[] = ["owner", "admin", "creator", "viewer", "former", "outsider", "signed out"];

describe("workspaces: access matrix", () => {
  describe.each(ACTIONS)("$name", (action) => {
    it.each(WHO)("as %s", async (who) => {
      const { db, cast, team } = await setup();
      const response = await action.run({ db, cast, team, who: personOf(cast, who) });
      const status = action.expected[who];
      expect(response.status).toBe(status);
      const body = (await response.json()) as { message?: string; code?: string };
      if (status === 403) {
        expect(body).toEqual({ message: action.refusal, code: "workspace_role_required" });
      }
      if (status === 404) expect(body.code).toBe(action.missing ?? "workspace_not_found");
    });
  });
});
