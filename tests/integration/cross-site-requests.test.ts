import { beforeAll, describe, expect, it } from "vitest";
import { GET as getFavourite, POST as favourite } from "@/app/api/favorites/[videoId]/route";
import { PATCH } from "@/app/api/videos/[id]/route";
import { POST as watch } from "@/app/api/videos/[id]/watch/route";
import type { Video } from "@/db/schema";
import { apiRequest, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { sharedAndHidden } from "./videos-fixtures";

const database = useTestDatabase();
let owner: TestUser;
let shared: Video;

beforeAll(async () => {
  ({
    people: { owner },
    shared,
  } = await sharedAndHidden(database.db(), { titles: { shared: "Shared", hidden: "Hidden" } }));
});

const params = () => routeParams({ videoId: String(shared.id) });
const favouriteWith = (
  headers: Record<string, string>,
  auth: { cookie?: string; token?: string },
) =>
  favourite(
    apiRequest(`/api/favorites/${shared.id}`, { method: "POST", headers, ...auth }),
    params(),
  );

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as { message: string }).message;
}

describe("cross-site requests with the session cookie", () => {
  it("refuses a state-changing request from another site with 403", async () => {
    const fromOtherOrigin = await favouriteWith(
      { origin: "https://evil.example" },
      { cookie: owner.cookie },
    );
    expect(fromOtherOrigin.status).toBe(403);
    expect(await messageOf(fromOtherOrigin)).toBe("Cross-site request refused");
    const crossSite = await favouriteWith(
      { "sec-fetch-site": "cross-site" },
      { cookie: owner.cookie },
    );
    expect(crossSite.status).toBe(403);
    const sameSiteOtherHost = await favouriteWith(
      { "sec-fetch-site": "same-site", origin: "https://other.127.0.0.1:3000" },
      { cookie: owner.cookie },
    );
    expect(sameSiteOtherHost.status).toBe(403);
    const opaque = await favouriteWith({ origin: "null" }, { cookie: owner.cookie });
    expect(opaque.status).toBe(403);
  });

  it("lets the app's own pages through, and callers that are not browsers", async () => {
    const ownPages: Record<string, string>[] = [
      { "sec-fetch-site": "same-origin", origin: "http://127.0.0.1:3000" },
      { origin: "http://127.0.0.1:3000" },
      {},
    ];
    for (const headers of ownPages) {
      expect((await favouriteWith(headers, { cookie: owner.cookie })).status).toBe(200);
    }
  });

  it("leaves reads alone: a cross-site GET is answered", async () => {
    const read = await getFavourite(
      apiRequest(`/api/favorites/${shared.id}`, {
        cookie: owner.cookie,
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      }),
      params(),
    );
    expect(read.status).toBe(200);
  });

  it("exempts API tokens, which a browser never sends by itself", async () => {
    const response = await favouriteWith(
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { token: owner.token },
    );
    expect(response.status).toBe(200);
  });
});

describe("JSON routes take application/json only", () => {
  const patch = (headers: Record<string, string>, body: BodyInit) =>
    PATCH(
      new Request(`http://127.0.0.1:3000/api/videos/${shared.id}`, {
        method: "PATCH",
        headers: { authorization: `Bearer ${owner.token}`, ...headers },
        body,
      }),
      routeParams({ id: String(shared.id) }),
    );

  it("answers 415 with a clear message to a form or text body", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const response = await patch({ "content-type": type }, JSON.stringify({ title: "Hacked" }));
      expect(response.status).toBe(415);
      expect(await messageOf(response)).toBe("Content-Type must be application/json");
    }
    const untyped = await patch({}, new Blob([JSON.stringify({ title: "Hacked" })]));
    expect(untyped.status).toBe(415);
  });

  it("refuses a declared non-JSON body before reading it", async () => {
    const request = new Request(`http://127.0.0.1:3000/api/videos/${shared.id}`, {
      method: "PATCH",
      headers: {
        authorization: `Bearer ${owner.token}`,
        "content-type": "text/plain",
        "content-length": "20",
      },
      body: '{"title":"Hacked!!"}',
    });
    const response = await PATCH(request, routeParams({ id: String(shared.id) }));
    expect(response.status).toBe(415);
    expect(request.bodyUsed).toBe(false);
  });

  it("accepts application/json with a charset", async () => {
    const response = await patch(
      { "content-type": "application/json; charset=utf-8" },
      JSON.stringify({ title: "Renamed" }),
    );
    expect(response.status).toBe(200);
  });

  it("takes the player's beacon, a Blob typed application/json as sendBeacon sends it", async () => {
    const body = new Blob(
      [JSON.stringify({ sessionId: "session-1234", ranges: [[0, 1]], position: 1 })],
      { type: "application/json" },
    );
    const response = await watch(
      new Request(`http://127.0.0.1:3000/api/videos/${shared.id}/watch`, {
        method: "POST",
        headers: { cookie: owner.cookie, "sec-fetch-site": "same-origin" },
        body,
      }),
      routeParams({ id: String(shared.id) }),
    );
    expect(response.status).toBe(204);
  });
});
