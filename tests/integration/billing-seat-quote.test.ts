import { describe, expect, it } from "vitest";
import { subscriptions } from "@/db/schema";
import { getSeatQuote } from "@/lib/workspaces/seat-quote";
import { getSubscriptionStatus } from "@/lib/billing/queries";
import { createWorkspace } from "@/lib/workspaces/manage";
import { createTestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { addMember } from "./workspaces-support";

const database = useTestDatabase();

/** A team workspace with an admin, a creator and a viewer; the owner on `plan` if given. */
async function team(plan?: "monthly" | "yearly") {
  const db = database.db();
  const owner = await createTestUser(db);
  if (plan) {
    await db.insert(subscriptions).values({
      userId: owner.id,
      provider: "test",
      plan,
      status: "active",
      seats: 3,
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    });
  }
  const { id: workspaceId } = await createWorkspace(db, owner.id, "Sales");
  const admin = await createTestUser(db);
  const viewer = await createTestUser(db);
  await addMember(db, workspaceId, admin.id, "admin");
  await addMember(db, workspaceId, (await createTestUser(db)).id, "creator");
  await addMember(db, workspaceId, viewer.id, "viewer");
  return { owner, admin, viewer, workspaceId };
}

describe("the seat quote an invite shows", () => {
  it("gives the owner's plan, its price per seat and the seats counted now, to admins", async () => {
    const db = database.db();
    const { admin, workspaceId } = await team("monthly");
    expect(await getSeatQuote(db, { workspaceId, userId: admin.id })).toEqual({
      plan: "monthly",
      seats: 3,
      pricePerSeat: 14,
      interval: "month",
    });
  });

  it("is all null on Free", async () => {
    const db = database.db();
    const { owner, workspaceId } = await team();
    expect(await getSeatQuote(db, { workspaceId, userId: owner.id })).toEqual({
      plan: null,
      seats: null,
      pricePerSeat: null,
      interval: null,
    });
  });

  it("is refused to members who may not invite", async () => {
    const db = database.db();
    const { viewer, workspaceId } = await team("yearly");
    await expect(getSeatQuote(db, { workspaceId, userId: viewer.id })).rejects.toMatchObject({
      status: 403,
    });
  });

  it("the subscription status carries the seats billed", async () => {
    const db = database.db();
    const { owner } = await team("yearly");
    expect(await getSubscriptionStatus(db, { userId: owner.id })).toMatchObject({
      isSubscribed: true,
      plan: "yearly",
      seats: 3,
    });
  });
});
