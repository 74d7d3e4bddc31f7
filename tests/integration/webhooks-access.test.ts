import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEndpoints } from "@/db/schema";
import type { Db } from "@/db/types";
import { WEBHOOKS_PER_WORKSPACE } from "@/lib/webhooks/shared";
import { createTestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { subscribe } from "./videos-fixtures";
import { allowPrivateWebhooks, createHook, webhookRoutes } from "./webhooks-support";
import { call, createCast, createTeam, personOf, type Cast, type Who } from "./workspaces-support";

const database = useTestDatabase();
type Plan = "Pro Annual" | "Pro Monthly";
const teams = {} as Record<Plan, { cast: Cast; id: number }>;
const URL = "http://127.0.0.1:9/hooks";

beforeAll(async () => {
  allowPrivateWebhooks(true);
  const db = database.db();
  for (const [plan, billing] of [
    ["Pro Annual", "yearly"],
    ["Pro Monthly", "monthly"],
  ] as const) {
    const cast = await createCast(db);
    await subscribe(db, cast.people.owner.id, billing);
    teams[plan] = { cast, id: await createTeam(db, cast) };
  }
});
afterAll(() => allowPrivateWebhooks(false));

const WHO: Who[] = ["owner", "admin", "creator", "viewer", "outsider", "signed out"];
const PLANS: Plan[] = ["Pro Annual", "Pro Monthly"];
const matrix = PLANS.flatMap((plan) => WHO.map((who) => [who, plan] as const));

/** What a caller gets: the status and code, when the plan and role allow it `allowed`. */
function expected(who: Who, plan: Plan, allowed: number, notFound: string) {
  if (who === "signed out") return { status: 401, code: "unauthorized" };
  if (who === "outsider") return { status: 404, code: notFound };
  if (who === "creator" || who === "viewer")
    return { status: 403, code: "workspace_role_required" };
  if (plan === "Pro Monthly") return { status: 403, code: "plan_required" };
  return { status: allowed, code: null };
}

async function expectAnswer(response: Response, want: { status: number; code: string | null }) {
  expect(response.status).toBe(want.status);
  if (want.code) expect(((await response.json()) as { code: string }).code).toBe(want.code);
}

async function insertEndpoint(db: Db, workspaceId: number): Promise<number> {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ workspaceId, url: URL, events: ["video.ready"], secret: "whsec_dGVzdA==" })
    .returning();
  if (!row) throw new Error("no endpoint");
  return row.id;
}

describe("webhook access: owner, admin, creator, viewer, outsider, signed out x plan", () => {
  it.each(matrix)("GET /api/webhooks?workspace= as %s on %s", async (who, plan) => {
    const { cast, id } = teams[plan];
    const path = `/api/webhooks?workspace=${id}`;
    const response = await call(webhookRoutes.listHooks, path, {}, personOf(cast, who));
    await expectAnswer(response, expected(who, plan, 200, "workspace_not_found"));
  });

  it.each(matrix)("POST /api/webhooks as %s on %s", async (who, plan) => {
    const { cast, id } = teams[plan];
    const body = { url: URL, events: ["video.viewed"], workspaceId: id };
    const { response } = await createHook(personOf(cast, who), body);
    await expectAnswer(response, expected(who, plan, 201, "workspace_not_found"));
  });

  it.each(matrix)("GET /api/webhooks/{id}/deliveries as %s on %s", async (who, plan) => {
    const { cast, id: team } = teams[plan];
    const id = await insertEndpoint(database.db(), team);
    const path = `/api/webhooks/${id}/deliveries`;
    const response = await call(webhookRoutes.getDeliveries, path, { id }, personOf(cast, who));
    await expectAnswer(response, expected(who, plan, 200, "webhook_not_found"));
  });

  it.each(matrix)("POST /api/webhooks/{id}/test as %s on %s", async (who, plan) => {
    const { cast, id: team } = teams[plan];
    const id = await insertEndpoint(database.db(), team);
    const response = await call(
      webhookRoutes.postTest,
      `/api/webhooks/${id}/test`,
      { id },
      personOf(cast, who),
      {
        method: "POST",
      },
    );
    await expectAnswer(response, expected(who, plan, 202, "webhook_not_found"));
  });

  it.each(matrix)("DELETE /api/webhooks/{id} as %s on %s (any plan)", async (who, plan) => {
    const { cast, id: team } = teams[plan];
    const id = await insertEndpoint(database.db(), team);
    const response = await call(
      webhookRoutes.deleteHook,
      `/api/webhooks/${id}`,
      { id },
      personOf(cast, who),
      {
        method: "DELETE",
      },
    );
    // Cleaning up needs no plan: only the role and membership decide.
    const want = expected(who, "Pro Annual", 204, "webhook_not_found");
    await expectAnswer(response, want);
  });
});

describe("webhooks of the personal workspace, and bad input", () => {
  it("defaults to the caller's personal workspace; the free plan is refused", async () => {
    const db = database.db();
    const free = await createTestUser(db);
    const annual = await createTestUser(db);
    await subscribe(db, annual.id, "yearly");
    const freeList = await call(webhookRoutes.listHooks, "/api/webhooks", {}, free);
    expect(freeList.status).toBe(403);
    expect(await freeList.json()).toMatchObject({
      code: "plan_required",
      message: expect.stringContaining("Pro Annual") as unknown,
    });

    const { response, hook } = await createHook(annual, { url: URL, events: ["video.ready"] });
    expect(response.status).toBe(201);
    expect(hook).toMatchObject({ url: URL, events: ["video.ready"], format: "json" });
    const list = await call(webhookRoutes.listHooks, "/api/webhooks", {}, annual);
    const hooks = (await list.json()) as Record<string, unknown>[];
    const { secret, ...shown } = hook;
    expect(secret).toMatch(/^whsec_/);
    expect(hooks).toEqual([shown]);
    expect(JSON.stringify(hooks)).not.toContain("whsec_");
  });

  it.each([
    [{ url: URL, events: [] }, "Choose at least one event."],
    [{ url: URL, events: ["video.exploded"] }, "Events are"],
    [{ url: "not a url", events: ["video.ready"] }, "must be an https:// address"],
    [{ url: "https://user:pw@example.com/x", events: ["video.ready"] }, "user name or password"],
    [{ url: URL, events: ["video.ready"], format: "xml" }, "format must be json or slack"],
    [{ url: URL, events: ["video.ready"], workspaceId: "7" }, "workspaceId must be a workspace id"],
  ])("refuses %j with 400", async (body, message) => {
    const { cast } = teams["Pro Annual"];
    const { response } = await createHook(cast.people.owner, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(message);
  });

  it(`allows at most ${WEBHOOKS_PER_WORKSPACE} per workspace (409)`, async () => {
    const db = database.db();
    const owner = await createTestUser(db);
    await subscribe(db, owner.id, "yearly");
    for (let n = 0; n < WEBHOOKS_PER_WORKSPACE; n++) {
      expect((await createHook(owner, { url: URL, events: ["video.ready"] })).response.status).toBe(
        201,
      );
    }
    const { response } = await createHook(owner, { url: URL, events: ["video.ready"] });
    await expectAnswer(response, { status: 409, code: "webhook_limit_reached" });
  });
});
