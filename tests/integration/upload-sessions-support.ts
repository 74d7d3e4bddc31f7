import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect } from "vitest";
import { POST as createRoute } from "@/app/api/uploads/route";
import { PUT as partRoute } from "@/app/api/uploads/[id]/parts/[n]/route";
import { POST as commitRoute } from "@/app/api/uploads/[id]/commit/route";
import { subscriptions, uploadSessions } from "@/db/schema";
import { getStorage } from "@/lib/storage";
import type { UploadSessionResponse } from "@/lib/uploads/serialize";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";

// Shared by the upload-sessions test files: importing this registers the database and the users
// (a paying owner, another user) for the importing file.

export const database = useTestDatabase();
/** A paying user, so the free plan's video limit never gets in the way. */
export let owner: TestUser;
export let other: TestUser;

beforeAll(async () => {
  owner = await createTestUser(database.db(), { firstName: "Rae", lastName: "Recorder" });
  other = await createTestUser(database.db());
  await database
    .db()
    .insert(subscriptions)
    .values({
      userId: owner.id,
      provider: "test",
      plan: "monthly",
      status: "active",
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    });
});

// A user may have 3 recordings uploading at once: each test starts with none open.
beforeEach(async () => {
  await database
    .db()
    .update(uploadSessions)
    .set({ status: "aborted" })
    .where(and(eq(uploadSessions.userId, owner.id), eq(uploadSessions.status, "open")));
});

export const message = async (res: Response) => ((await res.json()) as { message: string }).message;

export async function createSession(user: TestUser = owner): Promise<UploadSessionResponse> {
  const res = await createRoute(
    apiRequest("/api/uploads", {
      method: "POST",
      token: user.token,
      body: { contentType: "video/webm;codecs=vp9,opus" },
    }),
  );
  expect(res.status).toBe(201);
  return (await res.json()) as UploadSessionResponse;
}

export function putPart(id: string, n: number, bytes: Uint8Array, user: TestUser = owner) {
  const req = new Request(`http://127.0.0.1:3000/api/uploads/${id}/parts/${n}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${user.token}`, "content-type": "application/octet-stream" },
    body: new Uint8Array(bytes),
  });
  return partRoute(req, routeParams({ id, n: String(n) }));
}

export function commit(id: string, body: unknown, user: TestUser = owner) {
  return commitRoute(
    apiRequest(`/api/uploads/${id}/commit`, { method: "POST", token: user.token, body }),
    routeParams({ id }),
  );
}

/** The recording cut into `count` parts, as the recorder sends them. */
export function split(bytes: Buffer, count: number): Buffer[] {
  const size = Math.ceil(bytes.length / count);
  return Array.from({ length: count }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
}

export async function storedBytes(key: string): Promise<Buffer> {
  const object = await getStorage().get(key);
  if (!object) throw new Error(`missing ${key}`);
  return Buffer.from(await new Response(object.body).arrayBuffer());
}
