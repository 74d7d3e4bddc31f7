import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as offerRoute from "@/app/api/workspaces/[wid]/ownership-offer/route";
import * as acceptRoute from "@/app/api/workspaces/[wid]/ownership-offer/accept/route";
import * as declineRoute from "@/app/api/workspaces/[wid]/ownership-offer/decline/route";
import * as workspace from "@/app/api/workspaces/[wid]/route";
import * as member from "@/app/api/workspaces/[wid]/members/[userId]/route";
import { jobs, workspaceMembers } from "@/db/schema";
import type { Db } from "@/db/types";
import { SYNC_SEATS_JOB } from "@/lib/billing/seats";
import { createMailer } from "@/lib/mail/transport";
import { getStorage } from "@/lib/storage";
import { createWorker, type Worker } from "@/lib/worker/worker";
import { WORKSPACE_MESSAGES as M } from "@/lib/workspaces/messages";
import { offerOwnership } from "@/lib/workspaces/ownership";
import { OWNERSHIP_OFFER_SUBJECT } from "@/lib/workspaces/ownership-email";
import type { TestUser } from "../support/fixtures";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox";
import { useTestDatabase } from "../support/test-database";
import { subscribe } from "./videos-fixtures";
import { call, createCast, createTeam, personOf, type Cast, type Who } from "./workspaces-support";

const database = useTestDatabase();
const quiet = { info: () => undefined, error: () => undefined };
let inbox: SmtpInbox;
let worker: Worker;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const mailer = createMailer({ smtpUrl: inbox.url, from: "n@demoreel.example", dataDir: "" });
  const mail = { mailer, baseUrl: "https://demoreel.example", secret: "s".repeat(32) };
  worker = createWorker({
    db: database.db(),
    storage: getStorage(),
    mail,
    maintenanceEveryMs: 0,
    logger: quiet,
  });
});
afterAll(() => inbox.close());

const path = (wid: number) => `/api/workspaces/${wid}/ownership-offer`;
const offer = (wid: number, memberId: string, who: TestUser | null) =>
  call(offerRoute.POST, path(wid), { wid }, who, { method: "POST", body: { userId: memberId } });
const read = (wid: number, who: TestUser | null) => call(offerRoute.GET, path(wid), { wid }, who);
const cancel = (wid: number, who: TestUser | null) =>
  call(offerRoute.DELETE, path(wid), { wid }, who, { method: "DELETE" });
const accept = (wid: number, who: TestUser | null) =>
  call(acceptRoute.POST, `${path(wid)}/accept`, { wid }, who, { method: "POST" });
const decline = (wid: number, who: TestUser | null) =>
  call(declineRoute.POST, `${path(wid)}/decline`, { wid }, who, { method: "POST" });
const setRole = (wid: number, userId: string, role: string, who: TestUser) =>
  call(member.PATCH, `/api/workspaces/${wid}/members/${userId}`, { wid, userId }, who, {
    method: "PATCH",
    body: { role },
  });

async function roleOf(db: Db, wid: number, userId: string) {
  const [row] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, wid), eq(workspaceMembers.userId, userId)));
  return row?.role;
}

/** The seat recounts queued for a subscriber so far. */
async function seatSyncsFor(db: Db, userId: string): Promise<number> {
  const rows = await db.select().from(jobs).where(eq(jobs.kind, SYNC_SEATS_JOB));
  return rows.filter((row) => (row.payload as { userId?: string }).userId === userId).length;
}

const planOf = async (wid: number, who: TestUser) =>
  (
    (await (await call(workspace.GET, `/api/workspaces/${wid}`, { wid }, who)).json()) as {
      plan: string;
    }
  ).plan;

describe("ownership offers", () => {
  it("move nothing until the offered admin accepts; then roles, plan and seats move", async () => {
    const db = database.db();
    const cast = await createCast(db);
    const team = await createTeam(db, cast);
    const { owner, admin } = cast.people;
    await subscribe(db, owner.id);
    const ownerSyncs = await seatSyncsFor(db, owner.id);
    const adminSyncs = await seatSyncsFor(db, admin.id);

    const made = await offer(team, admin.id, owner);
    expect(made.status).toBe(201);
    const body = (await made.json()) as { expiresAt: string; createdAt: string };
    expect(body).toMatchObject({
      workspaceId: team,
      offeredBy: { userId: owner.id, firstName: "owner" },
      offeredTo: { userId: admin.id, email: admin.email },
    });
    const days = (Date.parse(body.expiresAt) - Date.parse(body.createdAt)) / 86_400_000;
    expect(days).toBe(7);

    // Offered, not moved: the roles, the plan (the owner's subscription) and the seats stay.
    expect(await roleOf(db, team, owner.id)).toBe("owner");
    expect(await roleOf(db, team, admin.id)).toBe("admin");
    expect(await planOf(team, admin)).toBe("pro");
    expect(await seatSyncsFor(db, owner.id)).toBe(ownerSyncs);
    expect(await seatSyncsFor(db, admin.id)).toBe(adminSyncs);

    // The offered admin learns of it: by email, and in the workspace's settings.
    while (await worker.runOnce());
    const email = inbox.messages.find(
      (message) => !Array.isArray(message.to) && message.to?.text === admin.email,
    );
    expect(email?.subject).toBe(OWNERSHIP_OFFER_SUBJECT);
    expect(email?.text).toContain('"Sales"');
    expect(await (await read(team, admin)).json()).toMatchObject({
      offer: { offeredTo: { userId: admin.id } },
    });

    const accepted = await accept(team, admin);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ id: team, role: "owner", plan: "free" });
    expect(await roleOf(db, team, owner.id)).toBe("admin");
    expect(await roleOf(db, team, admin.id)).toBe("owner");
    // Now the old owner's subscription loses the seats and the new owner's gains them.
    expect(await seatSyncsFor(db, owner.id)).toBe(ownerSyncs + 1);
    expect(await seatSyncsFor(db, admin.id)).toBe(adminSyncs + 1);
    expect(await (await read(team, admin)).json()).toEqual({ offer: null });
    const again = await accept(team, admin);
    expect(again.status).toBe(404);
    expect((await again.json()).code).toBe("ownership_offer_not_found");
  });

  it("go to admins only, one at a time; the owner cancels, the offered admin declines", async () => {
    const db = database.db();
    const cast = await createCast(db);
    const team = await createTeam(db, cast);
    const { owner, admin, creator } = cast.people;
    const toCreator = await offer(team, creator.id, owner);
    expect(toCreator.status).toBe(409);
    expect(await toCreator.json()).toEqual({
      message: M.offerNeedsAdmin,
      code: "ownership_needs_admin",
    });
    expect((await offer(team, owner.id, owner)).status).toBe(409);
    expect((await offer(team, cast.people.outsider.id, owner)).status).toBe(404);

    expect((await offer(team, admin.id, owner)).status).toBe(201);
    expect((await setRole(team, creator.id, "admin", owner)).status).toBe(200);
    const second = await offer(team, creator.id, owner);
    expect(second.status).toBe(409);
    expect((await second.json()).code).toBe("ownership_offer_pending");
    // Only the offered admin answers it.
    expect((await accept(team, creator)).status).toBe(404);

    expect((await cancel(team, owner)).status).toBe(200);
    expect((await accept(team, admin)).status).toBe(404);
    expect((await cancel(team, owner)).status).toBe(404);

    expect((await offer(team, creator.id, owner)).status).toBe(201);
    expect((await decline(team, creator)).status).toBe(200);
    expect(await (await read(team, owner)).json()).toEqual({ offer: null });
    expect(await roleOf(db, team, owner.id)).toBe("owner");
    expect(await roleOf(db, team, creator.id)).toBe("admin");
  });

  it("lapse after 7 days, or when the offered admin's role changes or they leave", async () => {
    const db = database.db();
    const cast = await createCast(db);
    const team = await createTeam(db, cast);
    const { owner, admin } = cast.people;
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await offerOwnership(
      db,
      { workspaceId: team, userId: owner.id, memberId: admin.id },
      eightDaysAgo,
    );
    expect(await (await read(team, owner)).json()).toEqual({ offer: null });
    expect((await accept(team, admin)).status).toBe(404);
    // A lapsed offer gives way to the next one.
    expect((await offer(team, admin.id, owner)).status).toBe(201);
    expect((await setRole(team, admin.id, "creator", owner)).status).toBe(200);
    expect(await (await read(team, owner)).json()).toEqual({ offer: null });
    expect((await setRole(team, admin.id, "admin", owner)).status).toBe(200);
    expect((await offer(team, admin.id, owner)).status).toBe(201);
    const left = await call(
      member.DELETE,
      `/api/workspaces/${team}/members/${admin.id}`,
      { wid: team, userId: admin.id },
      admin,
      { method: "DELETE" },
    );
    expect(left.status).toBe(200);
    expect(await (await read(team, owner)).json()).toEqual({ offer: null });
  });
});

type Expect = Record<Who, number>;
const WHO: Who[] = ["owner", "admin", "creator", "viewer", "former", "outsider", "signed out"];
const outside = { former: 404, outsider: 404, "signed out": 401 } as const;

interface Action {
  name: string;
  expected: Expect;
  /** The code of a 404 to a member (a non-member's is `workspace_not_found`). */
  memberMissing?: string;
  /** Whether the team has a pending offer to its admin before the call. */
  offered: boolean;
  run(cast: Cast, team: number, who: TestUser | null): Promise<Response>;
}

const ACTIONS: Action[] = [
  {
    name: "read the offer",
    expected: { owner: 200, admin: 200, creator: 403, viewer: 403, ...outside },
    offered: true,
    run: (_cast, team, who) => read(team, who),
  },
  {
    name: "offer ownership",
    expected: { owner: 201, admin: 403, creator: 403, viewer: 403, ...outside },
    offered: false,
    run: (cast, team, who) => offer(team, cast.people.admin.id, who),
  },
  {
    name: "cancel the offer",
    expected: { owner: 200, admin: 403, creator: 403, viewer: 403, ...outside },
    offered: true,
    run: (_cast, team, who) => cancel(team, who),
  },
  {
    name: "accept the offer",
    expected: { owner: 404, admin: 200, creator: 404, viewer: 404, ...outside },
    memberMissing: "ownership_offer_not_found",
    offered: true,
    run: (_cast, team, who) => accept(team, who),
  },
  {
    name: "decline the offer",
    expected: { owner: 404, admin: 200, creator: 404, viewer: 404, ...outside },
    memberMissing: "ownership_offer_not_found",
    offered: true,
    run: (_cast, team, who) => decline(team, who),
  },
];

let shared: Cast | undefined;

describe("ownership offers: access matrix", () => {
  describe.each(ACTIONS)("$name", (action) => {
    it.each(WHO)("as %s", async (who) => {
      const db = database.db();
      shared ??= await createCast(db);
      const team = await createTeam(db, shared, "Matrix");
      const { owner, admin } = shared.people;
      if (action.offered) {
        await offerOwnership(db, { workspaceId: team, userId: owner.id, memberId: admin.id });
      }
      const response = await action.run(shared, team, personOf(shared, who));
      const status = action.expected[who];
      expect(response.status).toBe(status);
      const body = (await response.json()) as { code?: string };
      if (status === 403) expect(body.code).toBe("workspace_role_required");
      if (status === 404) {
        const member = who !== "former" && who !== "outsider";
        expect(body.code).toBe(member ? action.memberMissing : "workspace_not_found");
      }
    });
  });
});
