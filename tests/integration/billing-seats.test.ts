import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, subscriptions } from "@/db/schema";
import { createCheckout } from "@/lib/billing/checkout";
import { activateTestSubscription } from "@/lib/billing/confirm-test-checkout";
import { billingJobHandlers, countSeats, SYNC_SEATS_JOB } from "@/lib/billing/seats";
import { parseJobOfKind } from "@/lib/jobs/kinds";
import { setStripeForTests } from "@/lib/billing/stripe-client";
import { createWorkspace } from "@/lib/workspaces/manage";
import { changeMemberRole, removeMember } from "@/lib/workspaces/members";
import { createTestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { createFakeStripe, subscriptionObject } from "./billing-fake-stripe";
import { addMember } from "./workspaces-support";

const database = useTestDatabase();
let fake = createFakeStripe();

beforeEach(() => {
  fake = createFakeStripe();
  setStripeForTests({ client: fake.client, webhookSecret: "whsec_test" });
});
afterAll(() => setStripeForTests(undefined));

const periodEnd = () => new Date(Date.now() + 30 * 86_400_000);

/** An owner on Pro (Stripe or test mode) with a team: an admin, a creator, a viewer. */
async function teamOnPro(provider: "stripe" | "test") {
  const db = database.db();
  const owner = await createTestUser(db);
  const subscriptionId = `sub_${owner.id}`;
  await db.insert(subscriptions).values({
    userId: owner.id,
    provider,
    plan: "monthly",
    status: "active",
    currentPeriodEnd: periodEnd(),
    stripeSubscriptionId: provider === "stripe" ? subscriptionId : null,
  });
  if (provider === "stripe") {
    fake.subscriptions.set(
      subscriptionId,
      subscriptionObject({ id: subscriptionId, customer: "cus_x", periodEnd: periodEnd() }),
    );
  }
  const { id: workspaceId } = await createWorkspace(db, owner.id, "Sales");
  const people = { admin: await createTestUser(db), creator: await createTestUser(db) };
  const viewer = await createTestUser(db);
  await addMember(db, workspaceId, people.admin.id, "admin");
  await addMember(db, workspaceId, people.creator.id, "creator");
  await addMember(db, workspaceId, viewer.id, "viewer");
  return { owner, workspaceId, viewer, subscriptionId, ...people };
}

/** Runs the queued seat jobs as the worker would, and empties the queue. */
async function runSeatJobs() {
  const db = database.db();
  const queued = await db.select().from(jobs).where(eq(jobs.kind, SYNC_SEATS_JOB));
  for (const job of queued)
    await billingJobHandlers(db)[SYNC_SEATS_JOB]?.run(
      parseJobOfKind(SYNC_SEATS_JOB, job),
      new AbortController().signal,
    );
  await db.delete(jobs).where(eq(jobs.kind, SYNC_SEATS_JOB));
  return queued.map((job) => job.payload);
}

const seatsOf = async (userId: string) =>
  (await database.db().select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]
    ?.seats;

describe("per-seat billing", () => {
  it("counts owner, admins and creators once across the owner's team workspaces; viewers are free", async () => {
    const db = database.db();
    const team = await teamOnPro("test");
    const { id: second } = await createWorkspace(db, team.owner.id, "Support");
    await addMember(db, second, team.creator.id, "creator");
    expect(await countSeats(db, team.owner.id)).toBe(3);
  });

  it("a role change updates the Stripe quantity with proration, through the job queue", async () => {
    const db = database.db();
    const team = await teamOnPro("stripe");
    await changeMemberRole(db, {
      workspaceId: team.workspaceId,
      userId: team.owner.id,
      memberId: team.viewer.id,
      role: "creator",
    });
    expect(await runSeatJobs()).toEqual([{ userId: team.owner.id }]);
    const update = fake.requests.find(
      (r) => r.method === "POST" && r.path === `/v1/subscriptions/${team.subscriptionId}`,
    );
    expect(update?.form.get("items[0][quantity]")).toBe("4");
    expect(update?.form.get("items[0][id]")).toBe(`si_${team.subscriptionId}`);
    expect(update?.form.get("proration_behavior")).toBe("create_prorations");
    expect(await seatsOf(team.owner.id)).toBe(4);
  });

  it("test mode keeps the seats in the database when a member leaves", async () => {
    const db = database.db();
    const team = await teamOnPro("test");
    await removeMember(db, {
      workspaceId: team.workspaceId,
      userId: team.creator.id,
      memberId: team.creator.id,
    });
    await runSeatJobs();
    expect(await seatsOf(team.owner.id)).toBe(2);
    expect(fake.requests).toEqual([]);
  });

  it("a checkout bills the seats counted then: Stripe's quantity, and test mode's subscription", async () => {
    const db = database.db();
    const owner = await createTestUser(db);
    const { id: workspaceId } = await createWorkspace(db, owner.id, "Sales");
    await addMember(db, workspaceId, (await createTestUser(db)).id, "creator");
    await addMember(db, workspaceId, (await createTestUser(db)).id, "viewer");
    await createCheckout(db, { userId: owner.id, planId: "monthly", origin: "http://localhost" });
    const session = fake.requests.find((r) => r.path === "/v1/checkout/sessions");
    expect(session?.form.get("line_items[0][quantity]")).toBe("2");
    await activateTestSubscription(db, {
      userId: owner.id,
      plan: "monthly",
      currentPeriodEnd: periodEnd(),
    });
    expect(await seatsOf(owner.id)).toBe(2);
  });
});
