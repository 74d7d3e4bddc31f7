import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as invites from "@/app/api/workspaces/[wid]/invites/route";
import * as invite from "@/app/api/workspaces/[wid]/invites/[inviteId]/route";
import * as members from "@/app/api/workspaces/[wid]/members/route";
import { jobs, workspaceInvites } from "@/db/schema";
import { previewInvite } from "@/lib/workspaces/invite-accept";
import { createInvite } from "@/lib/workspaces/invites";
import { INVITE_SUBJECT } from "@/lib/workspaces/invite-email";
import {
  INVITES_PER_INVITER_PER_HOUR,
  INVITES_PER_WORKSPACE_PER_HOUR,
  MAX_PENDING_INVITES,
} from "@/lib/workspaces/shared";
import { ensurePersonalWorkspace } from "@/lib/workspaces/personal";
import { createTestUser, type TestUser } from "../support/fixtures";
import { addMember, call, createCast, createTeam } from "./workspaces-support";

import {
  BASE_URL,
  database,
  inbox,
  cast,
  team,
  drain,
  tokenOf,
  nextEmail,
  sendInvite,
  acceptAs,
  pending,
} from "./workspaces-invites-support";

describe("workspace invites", () => {
  it("emails a 7-day link through the queue, stores only the token's hash, and joins once", async () => {
    const email = nextEmail();
    const sent = await sendInvite(email.toUpperCase());
    const token = tokenOf(sent.url);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(sent.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(inbox.messages).toHaveLength(0);

    const db = database.db();
    const [row] = await db.select().from(workspaceInvites).where(eq(workspaceInvites.id, sent.id));
    expect(row?.email).toBe(email);
    expect(row?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    const queued = await db.select().from(jobs).where(eq(jobs.kind, "workspace-invite-email"));
    expect(JSON.stringify(queued)).not.toContain(token);

    await drain();
    expect(inbox.messages).toHaveLength(1);
    const message = inbox.messages[0];
    expect(message?.to && !Array.isArray(message.to) && message.to.text).toBe(email);
    expect(message?.subject).toBe(INVITE_SUBJECT);
    expect(message?.text).toContain(`${BASE_URL}/invites/${token}`);
    expect(message?.html).toContain("Sales &lt;East&gt;");
    expect(await pending()).toContain(sent.id);
    expect(await previewInvite(token)).toEqual({
      workspaceName: "Sales <East>",
      role: "creator",
      state: "pending",
      forViewer: false,
      requestedByViewer: false,
    });

    // The invite is for its address: the account signed in with it joins (case aside).
    const joiner = await createTestUser(db, { email: email.replace(/^i/, "I") });
    expect((await acceptAs(token, null)).status).toBe(401);
    const accepted = await acceptAs(token, joiner);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({
      workspaceId: team,
      workspaceName: "Sales <East>",
      userId: joiner.id,
      role: "creator",
    });
    const list = await call(members.GET, `/api/workspaces/${team}/members`, { wid: team }, joiner);
    const roster = (await list.json()) as { userId: string; role: string }[];
    expect(roster.find((m) => m.userId === joiner.id)?.role).toBe("creator");
    expect(roster[0]?.role).toBe("owner");
    expect(await pending()).not.toContain(sent.id);

    expect((await previewInvite(token))?.state).toBe("used");
    const again = await acceptAs(token, await createTestUser(db));
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({
      message: "This invite was already used",
      code: "invite_already_used",
    });
  });

  it("a revoked invite sends nothing and can't be accepted", async () => {
    const sent = await sendInvite(nextEmail(), "viewer");
    const path = `/api/workspaces/${team}/invites/${sent.id}`;
    const revoked = await call(
      invite.DELETE,
      path,
      { wid: team, inviteId: sent.id },
      cast.people.owner,
      {
        method: "DELETE",
      },
    );
    expect(revoked.status).toBe(200);
    expect((await previewInvite(tokenOf(sent.url)))?.state).toBe("revoked");
    await drain();
    expect(inbox.messages).toHaveLength(0);
    expect(await pending()).not.toContain(sent.id);
    const response = await acceptAs(tokenOf(sent.url), cast.people.outsider);
    expect(response.status).toBe(410);
    expect(await response.json()).toEqual({
      message: "This invite was revoked",
      code: "invite_revoked",
    });
  });

  it("an invite expires after 7 days", async () => {
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    const db = database.db();
    const sent = await createInvite(
      db,
      { workspaceId: team, userId: cast.people.owner.id, email: nextEmail(), role: "viewer" },
      eightDaysAgo,
    );
    expect(await pending()).not.toContain(sent.id);
    expect((await previewInvite(tokenOf(sent.url)))?.state).toBe("expired");
    await drain();
    expect(inbox.messages).toHaveLength(0);
    const response = await acceptAs(tokenOf(sent.url), cast.people.outsider);
    expect(response.status).toBe(410);
    expect(await response.json()).toEqual({
      message: "This invite has expired: ask for a new one",
      code: "invite_expired",
    });
  });

  it("an unknown link is 404; inviting again replaces the pending invite", async () => {
    const unknown = await acceptAs("A".repeat(43), cast.people.outsider);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe("invite_not_found");
    expect(await previewInvite("A".repeat(43))).toBeNull();
    expect(await previewInvite("../not a token")).toBeNull();
    const email = nextEmail();
    const first = await sendInvite(email);
    const second = await sendInvite(email, "viewer");
    expect(await pending()).toEqual(expect.arrayContaining([second.id]));
    expect(await pending()).not.toContain(first.id);
    expect((await acceptAs(tokenOf(first.url), cast.people.outsider)).status).toBe(410);
  });

  it("refuses members and personal workspaces", async () => {
    const member = await call(
      invites.POST,
      `/api/workspaces/${team}/invites`,
      { wid: team },
      cast.people.owner,
      {
        method: "POST",
        body: { email: cast.people.viewer.email, role: "admin" },
      },
    );
    expect(member.status).toBe(409);
    expect((await member.json()).code).toBe("already_member");
    const personal = await ensurePersonalWorkspace(database.db(), cast.people.owner.id);
    const path = `/api/workspaces/${personal}/invites`;
    const response = await call(invites.POST, path, { wid: personal }, cast.people.owner, {
      method: "POST",
      body: { email: nextEmail(), role: "viewer" },
    });
    expect(response.status).toBe(409);
    expect((await response.json()).code).toBe("personal_workspace");
  });
});

describe("workspace invites: abuse limits", () => {
  const inviteTo = (wid: number, by: TestUser, email = nextEmail()) =>
    call(invites.POST, `/api/workspaces/${wid}/invites`, { wid }, by, {
      method: "POST",
      body: { email, role: "viewer" },
    });

  it("an inviter sends 20 invites an hour, a workspace 50: the next answers 429", async () => {
    const db = database.db();
    const people = await createCast(db);
    const wid = await createTeam(db, people, "Limits");
    const { owner, admin } = people.people;
    const second = await createTestUser(db);
    await addMember(db, wid, second.id, "admin");
    expect(INVITES_PER_INVITER_PER_HOUR).toBe(20);
    expect(INVITES_PER_WORKSPACE_PER_HOUR).toBe(50);
    for (let i = 0; i < 20; i++) expect((await inviteTo(wid, admin)).status).toBe(201);
    const refused = await inviteTo(wid, admin);
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The workspace's own limit: 20 + 20 + 10 is 50 in the hour, whoever sent them.
    for (let i = 0; i < 20; i++) expect((await inviteTo(wid, owner)).status).toBe(201);
    for (let i = 0; i < 10; i++) expect((await inviteTo(wid, second)).status).toBe(201);
    expect((await inviteTo(wid, second)).status).toBe(429);
    // The 50 emails are not what this test checks; left queued, the next test's drain would send
    // them all through SMTP (about 10 s).
    await db.delete(jobs).where(eq(jobs.kind, "workspace-invite-email"));
  });

  it("a workspace holds at most 100 pending invites", async () => {
    const db = database.db();
    const people = await createCast(db);
    const wid = await createTeam(db, people, "Crowded");
    const later = new Date(Date.now() + 86_400_000);
    await db.insert(workspaceInvites).values(
      Array.from({ length: MAX_PENDING_INVITES }, (_, i) => ({
        workspaceId: wid,
        email: `crowd${i}-${Date.now()}@example.test`,
        role: "viewer" as const,
        tokenHash: `hash-${wid}-${i}`,
        tokenNonce: `nonce-${i}`,
        expiresAt: later,
      })),
    );
    const refused = await inviteTo(wid, people.people.admin);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: "This workspace already has 100 pending invites: revoke some before inviting more",
      code: "invite_limit_reached",
    });
  });

  it("the subject is a fixed text: a workspace named like a link never reaches it", async () => {
    const db = database.db();
    const people = await createCast(db);
    const name = "Pay now at evil.example/x <b>";
    const wid = await createTeam(db, people, name);
    const email = nextEmail();
    expect((await inviteTo(wid, people.people.admin, email)).status).toBe(201);
    await drain();
    const message = inbox.messages.find((m) => !Array.isArray(m.to) && m.to?.text === email);
    expect(message?.subject).toBe(INVITE_SUBJECT);
    expect(message?.subject).not.toMatch(/evil|example|https?:|<|\//);
    expect(message?.html).toContain("Pay now at evil.example/x &lt;b&gt;");
    expect(message?.html).not.toContain("<b>");
  });
});
