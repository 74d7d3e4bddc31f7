import { afterEach, describe, expect, it, vi } from "vitest";
import { checkSession, getSession, readKnownSession } from "@/client/auth/auth-fetch";

const alice = { user: { id: "u1", name: "Alice" }, expires: "2099-01-01T00:00:00.000Z" };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("checkSession", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says signed in, signed out, or unknown when the server could not be asked", async () => {
    const answers: Array<() => Promise<Response>> = [
      async () => json(alice),
      async () => json(null),
      async () => json({}),
      async () => {
        throw new TypeError("Failed to fetch");
      },
      async () => json({ message: "down" }, 503),
    ];
    vi.stubGlobal("fetch", () => answers.shift()!());
    expect(await checkSession()).toEqual({ status: "signed-in", session: alice });
    expect(await checkSession()).toEqual({ status: "signed-out" });
    expect(await checkSession()).toEqual({ status: "signed-out" });
    expect(await checkSession()).toEqual({ status: "unknown" });
    expect(await checkSession()).toEqual({ status: "unknown" });
  });

  it("readKnownSession throws offline instead of answering 'signed out'", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(readKnownSession()).rejects.toThrow("could not be checked");
    expect(await getSession()).toBeNull();
  });
});
