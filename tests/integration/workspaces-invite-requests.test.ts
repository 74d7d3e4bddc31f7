import { describe, expect, it } from "vitest";
import * as invites from "@/app/api/workspaces/[wid]/invites/route";
import * as approve from "@/app/api/workspaces/[wid]/invites/[inviteId]/approve/route";
import * as deny from "@/app/api/workspaces/[wid]/invites/[inviteId]/deny/route";
import * as members from "@/app/api/workspaces/[wid]/members/route";
import { WORKSPACE_MESSAGES as M } from "@/lib/workspaces/messages";
import { acceptInvite, previewInvite } from "@/lib/workspaces/invite-accept";
import { createInvite } from "@/lib/workspaces/invites";
import { createTestUser, type TestUser } from "../support/fixtures";
import { call, personOf, type Who } from "./workspaces-support";

import {
  database,
  cast,
  team,
  tokenOf,
  nextEmail,
  sendInvite,
  acceptAs,
  pending,
} from "./workspaces-invites-support";

describe("an invite accepted by another account", () => {
  it("does not join it: the invite awaits an admin's approval", async () => {
    const sent = await sendInvite(nextEmail());
    const stranger = await createTestUser(database.db());
    const asked = await acceptAs(tokenOf(sent.url), stranger);
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({
      workspaceId: team,
      workspaceName: "Sales <East>",
      status: "awaiting_approval",
    });
    const roster = await call(
      members.GET,
      `/api/workspaces/${team}/members`,
      { wid: team },
      stranger,
    );
    expect(roster.status).toBe(404);
    const listed = await call(
      invites.GET,
      `/api/workspaces/${team}/invites`,
      { wid: team },
      cast.people.admin,
    );
    const row = (
      (await listed.json()) as { id: number; status: string; requestedBy: unknown }[]
    ).find((invite) => invite.id === sent.id);
    expect(row).toMatchObject({
      status: "awaiting_approval",
      requestedBy: { userId: stranger.id, email: stranger.email },
    });
  });
});

const decide = (
  route: typeof approve | typeof deny,
  action: "approve" | "deny",
  inviteId: number,
  who: TestUser | null,
  wid = team,
) =>
  call(route.POST, `/api/workspaces/${wid}/invites/${inviteId}/${action}`, { wid, inviteId }, who, {
    method: "POST",
  });

const memberIds = async () => {
  const list = await call(
    members.GET,
    `/api/workspaces/${team}/members`,
    { wid: team },
    cast.people.owner,
  );
  return ((await list.json()) as { userId: string }[]).map((row) => row.userId);
};

describe("an invite's request to join", () => {
  it("joins the account that asked once an admin approves; a creator or viewer can't", async () => {
    const sent = await sendInvite(nextEmail(), "viewer");
    const stranger = await createTestUser(database.db());
    expect((await acceptAs(tokenOf(sent.url), stranger)).status).toBe(202);
    // Asking again is the same request; a third account has to wait for the admin's decision.
    expect((await acceptAs(tokenOf(sent.url), stranger)).status).toBe(202);
    const third = await acceptAs(tokenOf(sent.url), await createTestUser(database.db()));
    expect(third.status).toBe(409);
    expect((await third.json()).code).toBe("invite_awaiting_approval");
    expect((await previewInvite(tokenOf(sent.url), stranger.id))?.requestedByViewer).toBe(true);

    for (const who of [cast.people.creator, cast.people.viewer]) {
      const refused = await decide(approve, "approve", sent.id, who);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        message: M.approveInvite,
        code: "workspace_role_required",
      });
    }
    expect(await memberIds()).not.toContain(stranger.id);

    const approved = await decide(approve, "approve", sent.id, cast.people.admin);
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ userId: stranger.id, role: "viewer" });
    expect(await memberIds()).toContain(stranger.id);
    expect(await pending()).not.toContain(sent.id);
    expect((await decide(approve, "approve", sent.id, cast.people.admin)).status).toBe(410);
  });

  it("a denied request leaves the invite to its address, whose account still joins", async () => {
    const email = nextEmail();
    const sent = await sendInvite(email);
    const stranger = await createTestUser(database.db());
    const none = await decide(deny, "deny", sent.id, cast.people.owner);
    expect(none.status).toBe(409);
    expect((await none.json()).code).toBe("no_join_request");
    expect((await acceptAs(tokenOf(sent.url), stranger)).status).toBe(202);
    const denied = await decide(deny, "deny", sent.id, cast.people.owner);
    expect(denied.status).toBe(200);
    expect(await denied.json()).toMatchObject({
      id: sent.id,
      status: "pending",
      requestedBy: null,
    });
    expect(await memberIds()).not.toContain(stranger.id);
    const addressee = await createTestUser(database.db(), { email });
    expect((await acceptAs(tokenOf(sent.url), addressee)).status).toBe(200);
    expect(await memberIds()).toContain(addressee.id);
  });

  it("the addressee joins even while another account's request waits", async () => {
    const email = nextEmail();
    const sent = await sendInvite(email);
    expect((await acceptAs(tokenOf(sent.url), await createTestUser(database.db()))).status).toBe(
      202,
    );
    const addressee = await createTestUser(database.db(), { email });
    expect((await acceptAs(tokenOf(sent.url), addressee)).status).toBe(200);
    expect((await decide(approve, "approve", sent.id, cast.people.admin)).status).toBe(410);
  });
});

describe("approving and denying requests: access matrix", () => {
  const WHO: Who[] = ["owner", "admin", "creator", "viewer", "former", "outsider", "signed out"];
  const expected: Record<Who, number> = {
    owner: 200,
    admin: 200,
    creator: 403,
    viewer: 403,
    former: 404,
    outsider: 404,
    "signed out": 401,
  };
  const awaiting = async () => {
    const db = database.db();
    const made = await createInvite(db, {
      workspaceId: team,
      userId: cast.people.owner.id,
      email: nextEmail(),
      role: "viewer",
    });
    await acceptInvite(db, { token: tokenOf(made.url), userId: (await createTestUser(db)).id });
    return made.id;
  };
  describe.each([
    ["approve", approve],
    ["deny", deny],
  ] as const)("%s", (action, route) => {
    it.each(WHO)("as %s", async (who) => {
      const response = await decide(route, action, await awaiting(), personOf(cast, who));
      expect(response.status).toBe(expected[who]);
      const body = (await response.json()) as { code?: string };
      if (expected[who] === 403) expect(body.code).toBe("workspace_role_required");
      if (expected[who] === 404) expect(body.code).toBe("workspace_not_found");
    });
  });
});
