import { describe, expect, it } from "vitest";
import { GET as planRoute } from "@/app/api/plan/route";
import { POST as uploadRoute } from "@/app/api/videos/upload/route";
import { UPGRADE_MESSAGE, type PlanId } from "@/lib/billing/shared";
import { assertPlanAllowsNewVideo } from "@/lib/entitlements/new-video";
import { entitlementsFor, planForUser, requireWorkspaceFeature } from "@/lib/entitlements/queries";
import { ApiError } from "@/lib/errors";
import { createWorkspace } from "@/lib/workspaces/manage";
import { ensurePersonalWorkspace } from "@/lib/workspaces/personal";
import { apiRequest, createTestUser, type TestUser } from "../support/fixtures";
import { commit, createSession, database, putPart } from "./upload-sessions-support";
import {
  insertVideo,
  stretchedWebmBytes,
  subscribe,
  uploadRequest,
  webmBytes,
} from "./videos-fixtures";
import { addMember } from "./workspaces-support";

async function userOn(plan: PlanId | "free"): Promise<TestUser> {
  const user = await createTestUser(database.db());
  if (plan !== "free") await subscribe(database.db(), user.id, plan);
  return user;
}

const upload = (user: TestUser, duration: number) =>
  uploadRoute(uploadRequest({ token: user.token, fields: { duration: String(duration) } }));

async function refusal(
  promise: Promise<unknown>,
): Promise<{ status: number; code: string; message: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error("expected an ApiError");
  return { status: error.status, code: error.code, message: error.message };
}

describe("plans: recording length", () => {
  it("a free upload over 5 minutes is 413 plan_length_limit naming Pro Monthly", async () => {
    const user = await userOn("free");
    expect((await upload(user, 300)).status).toBe(201);
    const res = await upload(user, 302);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      code: "plan_length_limit",
      message: "Recordings longer than 5 min need Pro Monthly.",
    });
  });

  it("Pro Monthly stops at 60 minutes and names Pro Annual; Pro Annual takes longer", async () => {
    const monthly = await userOn("monthly");
    expect((await upload(monthly, 3600)).status).toBe(201);
    const res = await upload(monthly, 3602);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      code: "plan_length_limit",
      message: "Recordings longer than 60 min need Pro Annual.",
    });
    expect((await upload(await userOn("yearly"), 3602)).status).toBe(201);
  });

  it("an upload whose container is longer than the plan allows is refused whatever it declares", async () => {
    const user = await userOn("free");
    const res = await uploadRoute(
      uploadRequest({
        token: user.token,
        video: new Blob([new Uint8Array(stretchedWebmBytes(400))], { type: "video/webm" }),
      }),
    );
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe("plan_length_limit");
  });

  it("a Pro Monthly commit declaring more than the plan allows is 413 and keeps its parts", async () => {
    const session = await createSession();
    expect((await putPart(session.id, 0, webmBytes())).status).toBe(200);
    const res = await commit(session.id, { title: "Long", duration: 3602 });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe("plan_length_limit");
    expect((await commit(session.id, { title: "Short", duration: 1 })).status).toBe(201);
  });
});

describe("plans: a workspace's plan is its owner's", () => {
  it("reads the owner's active subscription", async () => {
    const db = database.db();
    const owner = await userOn("yearly");
    const { id } = await createWorkspace(db, owner.id, "Team");
    expect((await entitlementsFor(db, id)).plan).toBe("yearly");
    expect(await planForUser(db, owner.id)).toBe("yearly");
    const free = await userOn("free");
    expect((await entitlementsFor(db, await ensurePersonalWorkspace(db, free.id))).plan).toBe(
      "free",
    );
  });

  it("a free workspace: 4 videos in all, counted over its members, and only its owner records", async () => {
    const db = database.db();
    const owner = await userOn("free");
    const member = await userOn("free");
    const { id } = await createWorkspace(db, owner.id, "Free team");
    await addMember(db, id, member.id, "creator");
    expect(
      await refusal(assertPlanAllowsNewVideo(db, { workspaceId: id, userId: member.id })),
    ).toEqual({
      status: 403,
      code: "plan_required",
      message: "Only the owner records in a free workspace. Team sharing needs Pro Monthly.",
    });
    for (let i = 0; i < 4; i++) await insertVideo(db, member.id, { workspaceId: id });
    expect(
      await refusal(assertPlanAllowsNewVideo(db, { workspaceId: id, userId: owner.id })),
    ).toEqual({
      status: 403,
      code: "free_plan_limit",
      message: UPGRADE_MESSAGE,
    });
  });

  it("gates features by the owner's plan with 403 plan_required naming the plan", async () => {
    const db = database.db();
    const monthly = await userOn("monthly");
    const ws = await ensurePersonalWorkspace(db, monthly.id);
    await requireWorkspaceFeature(db, ws, "prioritySupport");
    expect(await refusal(requireWorkspaceFeature(db, ws, "customBranding"))).toEqual({
      status: 403,
      code: "plan_required",
      message: "Custom branding needs Pro Annual.",
    });
    const yearly = await userOn("yearly");
    await requireWorkspaceFeature(
      db,
      await ensurePersonalWorkspace(db, yearly.id),
      "advancedAnalytics",
    );
  });
});

describe("GET /api/plan", () => {
  it("answers the personal workspace's plan and its longest recording; other workspaces are 404", async () => {
    const db = database.db();
    const user = await userOn("monthly");
    const res = await planRoute(apiRequest("/api/plan", { token: user.token }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      plan: "monthly",
      planName: "Pro Monthly",
      maxRecordingSeconds: 3600,
      prioritySupport: true,
      customBranding: false,
    });
    const stranger = await userOn("free");
    const { id } = await createWorkspace(db, stranger.id, "Not yours");
    const other = await planRoute(apiRequest(`/api/plan?workspace=${id}`, { token: user.token }));
    expect(other.status).toBe(404);
  });
});
