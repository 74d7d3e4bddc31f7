import { describe, expect, it } from "vitest";
import { POST as createSubscription } from "@/app/api/create-subscription/route";
import { DELETE as signOutEverywhere } from "@/app/api/sessions/route";
import { DELETE as revoke } from "@/app/api/tokens/[id]/route";
import { GET as listTokens, POST as createToken } from "@/app/api/tokens/route";
import { PATCH as editVideo } from "@/app/api/videos/[id]/route";
import { GET as listVideos } from "@/app/api/videos/route";
import { createApiToken } from "@/lib/auth/tokens/create";
import { apiRequest, createTestUser, routeParams, sessionCookie } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as { message: string }).message;
}

describe("API token scopes and expiry", () => {
  it("creates read tokens with an expiry, and lists both", async () => {
    const user = await createTestUser(database.db());
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const created = await createToken(
      apiRequest("/api/tokens", {
        method: "POST",
        cookie: user.cookie,
        body: { name: "Reports", scope: "read", expiresAt },
      }),
    );
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: "Reports", scope: "read", expiresAt });

    const listed = (await (
      await listTokens(apiRequest("/api/tokens", { token: user.token }))
    ).json()) as { name: string; scope: string; expiresAt: string | null }[];
    expect(listed).toContainEqual(
      expect.objectContaining({ name: "Reports", scope: "read", expiresAt }),
    );
    expect(listed).toContainEqual(
      expect.objectContaining({ name: "API token", scope: "write", expiresAt: null }),
    );
  });

  it("refuses an unknown scope and an expiry in the past, naming the field", async () => {
    const user = await createTestUser(database.db());
    const post = (body: unknown) =>
      createToken(apiRequest("/api/tokens", { method: "POST", cookie: user.cookie, body }));
    const scope = await post({ scope: "admin" });
    expect(scope.status).toBe(400);
    expect(await messageOf(scope)).toMatch(/scope/);
    const past = await post({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(past.status).toBe(400);
    expect(await messageOf(past)).toMatch(/expiresAt: must be in the future/);
  });

  it("lets a read token GET, and refuses every write with 403", async () => {
    const user = await createTestUser(database.db());
    const token = await createApiToken(database.db(), user.id, { scope: "read" });
    expect((await listVideos(apiRequest("/api/videos", { token }))).status).toBe(200);
    const write = await editVideo(
      apiRequest("/api/videos/1", { method: "PATCH", token, body: { title: "x" } }),
      routeParams({ id: "1" }),
    );
    expect(write.status).toBe(403);
    expect(await messageOf(write)).toBe("This API token is read-only");
  });

  it("treats an expired token as invalid (401)", async () => {
    const user = await createTestUser(database.db());
    const token = await createApiToken(database.db(), user.id, {
      expiresAt: new Date(Date.now() - 1000),
    });
    const response = await listVideos(apiRequest("/api/videos", { token }));
    expect(response.status).toBe(401);
    expect(await messageOf(response)).toBe("Invalid or expired API token");
  });

  it("never lets a token create or revoke tokens, manage billing or end sessions", async () => {
    const user = await createTestUser(database.db());
    const token = user.token;
    const created = await createToken(
      apiRequest("/api/tokens", { method: "POST", token, body: { name: "More" } }),
    );
    expect(created.status).toBe(403);
    expect(await messageOf(created)).toMatch(/API tokens can't manage tokens or billing/);
    const [mine] = (await (await listTokens(apiRequest("/api/tokens", { token }))).json()) as {
      id: string;
    }[];
    const revoked = await revoke(
      apiRequest(`/api/tokens/${mine?.id}`, { method: "DELETE", token }),
      routeParams({ id: mine?.id ?? "" }),
    );
    expect(revoked.status).toBe(403);
    const billing = await createSubscription(
      apiRequest("/api/create-subscription", {
        method: "POST",
        token,
        body: { planId: "monthly" },
      }),
    );
    expect(billing.status).toBe(403);
    const sessions = await signOutEverywhere(
      apiRequest("/api/sessions", { method: "DELETE", token }),
    );
    expect(sessions.status).toBe(403);
  });
});

describe("Sign out everywhere", () => {
  it("ends every session issued so far, keeps API tokens, and later sign-ins work", async () => {
    const user = await createTestUser(database.db());
    const otherBrowser = await sessionCookie(user.id);
    const list = (cookie: string) => listTokens(apiRequest("/api/tokens", { cookie }));
    expect((await list(otherBrowser)).status).toBe(200);

    const ended = await signOutEverywhere(
      apiRequest("/api/sessions", { method: "DELETE", cookie: user.cookie }),
    );
    expect(ended.status).toBe(200);
    expect((await list(otherBrowser)).status).toBe(401);
    expect((await list(user.cookie)).status).toBe(401);
    expect((await listTokens(apiRequest("/api/tokens", { token: user.token }))).status).toBe(200);
    expect((await list(await sessionCookie(user.id, 1))).status).toBe(200);
  });

  it("answers 401 when signed out", async () => {
    const response = await signOutEverywhere(apiRequest("/api/sessions", { method: "DELETE" }));
    expect(response.status).toBe(401);
  });
});
