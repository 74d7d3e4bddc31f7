import { beforeAll, describe, expect, it } from "vitest";
import { GET as attachmentUploadRoute } from "@/app/api/attachments/upload/route";
import { GET as subscriptionStatusRoute } from "@/app/api/subscription/status/route";
import { POST as createRoute } from "@/app/api/uploads/route";
import { GET as statusRoute } from "@/app/api/uploads/[id]/route";
import { POST as commitRoute } from "@/app/api/uploads/[id]/commit/route";
import { PUT as partRoute } from "@/app/api/uploads/[id]/parts/[n]/route";
import { POST as completeRoute } from "@/app/api/uploads/[id]/parts/[n]/complete/route";
import { POST as tokenRoute } from "@/app/api/uploads/[id]/parts/[n]/token/route";
import type { UploadSessionResponse } from "@/lib/uploads/serialize";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { storedFiles, webmBytes } from "./videos-fixtures";

// Routes for signed-in users only: signed-out and anonymous (X-User-ID) callers get 401, even for
// a session that exists, and nothing changes.
const database = useTestDatabase();
const UNAUTHORIZED = {
  status: 401,
  body: { message: "Authentication required", code: "unauthorized" },
};
const callers = { "signed out": {}, anonymous: { anonymousId: "dev-user-4242" } };

let owner: TestUser;
let session: UploadSessionResponse;

beforeAll(async () => {
  owner = await createTestUser(database.db());
  const created = await createRoute(
    apiRequest("/api/uploads", {
      method: "POST",
      token: owner.token,
      body: { contentType: "video/webm" },
    }),
  );
  expect(created.status).toBe(201);
  session = (await created.json()) as UploadSessionResponse;
});

const answer = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as unknown,
});

describe.each(Object.entries(callers))("a %s caller", (_, who) => {
  it("gets 401 from every upload-session route and leaves the session as it was", async () => {
    const id = session.id;
    const part = routeParams({ id, n: "0" });
    const form = new FormData();
    form.append("title", "Not mine");
    form.append("partCount", "1");
    const partPut = new Request(apiRequest(`/api/uploads/${id}/parts/0`, who), {
      method: "PUT",
      body: new Uint8Array(webmBytes()),
    });
    const commit = new Request(apiRequest(`/api/uploads/${id}/commit`, who), {
      method: "POST",
      body: form,
    });
    expect(await answer(await partRoute(partPut, part))).toEqual(UNAUTHORIZED);
    for (const [route, action] of [
      [tokenRoute, "token"],
      [completeRoute, "complete"],
    ] as const) {
      const request = apiRequest(`/api/uploads/${id}/parts/0/${action}`, {
        method: "POST",
        ...who,
      });
      expect(await answer(await route(request, part))).toEqual(UNAUTHORIZED);
    }
    expect(await answer(await commitRoute(commit, routeParams({ id })))).toEqual(UNAUTHORIZED);

    expect(await storedFiles(`uploads/${id}`)).toEqual([]);
    const status = await statusRoute(
      apiRequest(`/api/uploads/${id}`, { token: owner.token }),
      routeParams({ id }),
    );
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ id, status: "open", parts: [] });
  });

  it("gets 401 before its input is read: a malformed id, part number or file name", async () => {
    const bad = routeParams({ id: "not-an-id", n: "-1" });
    const partPut = new Request(apiRequest("/api/uploads/not-an-id/parts/-1", who), {
      method: "PUT",
      body: new Uint8Array(0),
    });
    expect(await answer(await partRoute(partPut, bad))).toEqual(UNAUTHORIZED);
    for (const [route, action] of [
      [tokenRoute, "token"],
      [completeRoute, "complete"],
    ] as const) {
      const request = apiRequest(`/api/uploads/not-an-id/parts/-1/${action}`, {
        method: "POST",
        ...who,
      });
      expect(await answer(await route(request, bad))).toEqual(UNAUTHORIZED);
    }
    const commit = apiRequest("/api/uploads/not-an-id/commit", { method: "POST", ...who });
    expect(await answer(await commitRoute(commit, bad))).toEqual(UNAUTHORIZED);
    const image = apiRequest("/api/attachments/upload?file=../secret", who);
    expect(await answer(await attachmentUploadRoute(image))).toEqual(UNAUTHORIZED);
  });

  it("gets 401 from GET /api/attachments/upload and GET /api/subscription/status", async () => {
    expect(
      await answer(
        await attachmentUploadRoute(
          apiRequest("/api/attachments/upload?file=1732270500000-abc123-shot.png", who),
        ),
      ),
    ).toEqual(UNAUTHORIZED);
    expect(
      await answer(await subscriptionStatusRoute(apiRequest("/api/subscription/status", who))),
    ).toEqual(UNAUTHORIZED);
  });
});
