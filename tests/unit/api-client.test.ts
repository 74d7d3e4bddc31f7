import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ANONYMOUS_ID_KEY,
  getAnonymousId,
  isAnonymousId,
  newAnonymousId,
} from "@/client/http/anonymous-id";
import { ApiRequestError, serverMessage } from "@/client/http/errors";
import { apiFetch, apiRequest, setApiSignedIn, throwIfNotOk } from "@/client/http/fetch";
import { getQueryFn, makeQueryClient, queryRetryDelay } from "@/client/http/query-client";
import { isUserScopedQueryKey } from "@/client/resources/user-scoped";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe("anonymous id", () => {
  it("creates a dev-user-<digits> id once and then reuses it", () => {
    const storage = memoryStorage();
    const first = getAnonymousId(storage, () => 42);
    expect(first).toBe("dev-user-42");
    expect(storage.data.get(ANONYMOUS_ID_KEY)).toBe("dev-user-42");
    expect(getAnonymousId(storage, () => 7)).toBe("dev-user-42");
  });

  it("replaces a malformed stored value", () => {
    const storage = memoryStorage({ [ANONYMOUS_ID_KEY]: "someone-else" });
    expect(getAnonymousId(storage, () => 9)).toBe("dev-user-9");
  });

  it("returns null without storage", () => {
    expect(getAnonymousId(undefined)).toBeNull();
  });

  it("generates valid ids by default", () => {
    for (let i = 0; i < 20; i += 1) expect(isAnonymousId(newAnonymousId())).toBe(true);
  });
});

describe("throwIfNotOk", () => {
  it("uses the response text, else the status text", async () => {
    await expect(throwIfNotOk(new Response("nope", { status: 404 }))).rejects.toThrow("404: nope");
    await expect(
      throwIfNotOk(new Response("", { status: 500, statusText: "Server Error" })),
    ).rejects.toThrow("500: Server Error");
    await expect(throwIfNotOk(new Response("{}", { status: 200 }))).resolves.toBeUndefined();
  });

  it("throws an ApiRequestError with the status, the body's code and the server's message", async () => {
    const body = JSON.stringify({ message: "Video not found", code: "video-not-found" });
    const error: unknown = await throwIfNotOk(new Response(body, { status: 404 })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 404,
      code: "video-not-found",
      serverMessage: "Video not found",
      message: `404: ${body}`,
    });
    expect(serverMessage(error)).toBe("Video not found");
  });

  it("leaves code and the server's message undefined without a JSON body that has them", async () => {
    for (const response of [
      new Response("nope", { status: 500 }),
      new Response('{"message":42}', { status: 400 }),
      new Response("[]", { status: 409 }),
    ]) {
      const error = (await throwIfNotOk(response).catch((e: unknown) => e)) as ApiRequestError;
      expect(error.code).toBeUndefined();
      expect(error.serverMessage).toBeUndefined();
    }
    expect(serverMessage(new Error('404: {"message":"text only"}'))).toBeUndefined();
  });
});

describe("apiRequest", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("throws the same error for a failed mutation", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () => new Response('{"message":"Too many","code":"rate-limited"}', { status: 429 }),
      ),
    );
    await expect(apiRequest("POST", "/api/tokens", {})).rejects.toMatchObject({
      status: 429,
      code: "rate-limited",
      serverMessage: "Too many",
    });
  });
});

describe("apiFetch", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setApiSignedIn(false);
  });

  it("sends JSON with credentials", async () => {
    const fetchMock = vi.fn(async () => new Response("[]"));
    vi.stubGlobal("fetch", fetchMock);
    setApiSignedIn(true);
    await apiFetch("/api/videos");
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/videos");
    expect(init.credentials).toBe("include");
    const headers = new Headers(init.headers);
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.has("X-User-ID")).toBe(false);
  });
});

describe("query defaults", () => {
  it("backs off exponentially up to 30 s", () => {
    expect(queryRetryDelay(0)).toBe(1000);
    expect(queryRetryDelay(1)).toBe(2000);
    expect(queryRetryDelay(5)).toBe(30000);
  });

  it("follows the documented data-fetch defaults", () => {
    const { queries, mutations } = makeQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(60000);
    expect(queries?.retry).toBe(1);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.networkMode).toBe("always");
    expect(mutations?.retry).toBe(1);
    expect(mutations?.retryDelay).toBe(1000);
  });

  it("knows which cached lists belong to the signed-in user", () => {
    expect(isUserScopedQueryKey(["/api/videos"])).toBe(true);
    expect(isUserScopedQueryKey(["/api/subscription/status"])).toBe(true);
    expect(isUserScopedQueryKey(["/api/favorites/12"])).toBe(true);
    expect(isUserScopedQueryKey(["/api/videos/12/comments"])).toBe(false);
  });
});

describe("default query function", () => {
  afterEach(() => vi.unstubAllGlobals());

  const context = (path: string) =>
    ({ queryKey: [path], signal: new AbortController().signal }) as unknown as Parameters<
      ReturnType<typeof getQueryFn>
    >[0];

  it("GETs the first key element and parses JSON", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('[{"id":1}]')),
    );
    await expect(getQueryFn({ on401: "throw" })(context("/api/videos"))).resolves.toEqual([
      { id: 1 },
    ]);
  });

  it("returns null on 401 when asked to, else throws", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("Unauthorized", { status: 401 })),
    );
    await expect(getQueryFn({ on401: "returnNull" })(context("/api/favorites"))).resolves.toBe(
      null,
    );
    await expect(getQueryFn({ on401: "throw" })(context("/api/favorites"))).rejects.toThrow(
      "401: Unauthorized",
    );
  });
});
