import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors";
import { resolveCaller } from "@/lib/auth/caller";
import { apiRequest, createTestUser, sessionCookie } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();

describe("resolveCaller", () => {
  it("resolves a bearer API token to its user", async () => {
    const user = await createTestUser(database.db());
    expect(await resolveCaller(apiRequest("/api/videos", { token: user.token }))).toEqual({
      kind: "user",
      userId: user.id,
      via: "token",
      scope: "write",
    });
  });

  it("refuses an unknown bearer token with 401", async () => {
    await expect(
      resolveCaller(apiRequest("/api/videos", { token: "drl_nope" })),
    ).rejects.toMatchObject({
      status: 401,
    });
    await expect(
      resolveCaller(apiRequest("/api/videos", { token: "drl_nope" })),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it("resolves an Auth.js session cookie", async () => {
    const user = await createTestUser(database.db());
    const request = apiRequest("/api/videos", {
      headers: { cookie: await sessionCookie(user.id) },
    });
    expect(await resolveCaller(request)).toEqual({
      kind: "user",
      userId: user.id,
      via: "session",
    });
  });

  it("ignores a tampered session cookie", async () => {
    const request = apiRequest("/api/videos", {
      headers: { cookie: "authjs.session-token=garbage" },
    });
    expect(await resolveCaller(request)).toEqual({ kind: "none" });
  });

  it("treats X-User-ID dev-user-N as anonymous and ignores other values", async () => {
    expect(await resolveCaller(apiRequest("/", { anonymousId: "dev-user-12345" }))).toEqual({
      kind: "anonymous",
      anonymousId: "dev-user-12345",
    });
    expect(await resolveCaller(apiRequest("/", { anonymousId: "some-real-user-id" }))).toEqual({
      kind: "none",
    });
  });
});
