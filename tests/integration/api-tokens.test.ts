import { describe, expect, it } from "vitest";
import { DELETE } from "@/app/api/tokens/[id]/route";
import { GET, POST } from "@/app/api/tokens/route";
import { GET as listVideos } from "@/app/api/videos/route";
import { apiRequest, createTestUser, routeParams, sessionCookie } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();

describe("API tokens", () => {
  it("issues a token to a signed-in user, which then authenticates API calls", async () => {
    const user = await createTestUser(database.db());
    const cookie = await sessionCookie(user.id);
    const created = await POST(
      apiRequest("/api/tokens", {
        method: "POST",
        body: { name: "CRM sync" },
        headers: { cookie },
      }),
    );
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };
    expect(token).toMatch(/^drl_/);
    expect((await listVideos(apiRequest("/api/videos", { token }))).status).toBe(200);

    const listed = (await (await GET(apiRequest("/api/tokens", { token }))).json()) as {
      id: string;
      name: string;
    }[];
    const crm = listed.find((t) => t.name === "CRM sync");
    expect(crm).toBeDefined();
    expect(JSON.stringify(listed)).not.toContain(token);

    const revoked = await DELETE(
      apiRequest(`/api/tokens/${crm?.id}`, { method: "DELETE", cookie: user.cookie }),
      routeParams({ id: crm?.id ?? "" }),
    );
    expect(revoked.status).toBe(200);
    expect((await listVideos(apiRequest("/api/videos", { token }))).status).toBe(401);
  });

  it("refuses signed-out and anonymous callers, and other users' tokens", async () => {
    expect((await POST(apiRequest("/api/tokens", { method: "POST", body: {} }))).status).toBe(401);
    const anonymous = apiRequest("/api/tokens", { anonymousId: "dev-user-1" });
    expect((await GET(anonymous)).status).toBe(401);

    const owner = await createTestUser(database.db());
    const other = await createTestUser(database.db());
    const [mine] = (await (
      await GET(apiRequest("/api/tokens", { token: owner.token }))
    ).json()) as {
      id: string;
    }[];
    const attempt = await DELETE(
      apiRequest(`/api/tokens/${mine?.id}`, { method: "DELETE", cookie: other.cookie }),
      routeParams({ id: mine?.id ?? "" }),
    );
    expect(attempt.status).toBe(404);
    const malformed = await DELETE(
      apiRequest("/api/tokens/nope", { method: "DELETE", cookie: owner.cookie }),
      routeParams({ id: "nope" }),
    );
    expect(malformed.status).toBe(400);
  });
});
