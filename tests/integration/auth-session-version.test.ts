import { describe, expect, it } from "vitest";
import type { Db } from "@/db/types";
import { sessionVersionCallback, signOutEverywhere } from "@/lib/auth/session-version";
import { createTestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();

describe("the Auth.js jwt callback checks the session version", () => {
  it("stamps the version at sign-in, keeps a current session, ends one issued before 'Sign out everywhere'", async () => {
    const user = await createTestUser(database.db());
    const jwt = sessionVersionCallback(database.db());
    const issued = await jwt({ token: { sub: user.id }, user: { id: user.id } });
    expect(issued).toEqual({ sub: user.id, sv: 0, sid: expect.any(String) });
    expect(await jwt({ token: { sub: user.id, sv: 0 } })).toEqual({ sub: user.id, sv: 0 });
    // A JWT from before session versions existed counts as version 0.
    expect(await jwt({ token: { sub: user.id } })).toEqual({ sub: user.id });

    await signOutEverywhere(database.db(), user.id);
    expect(await jwt({ token: { sub: user.id, sv: 0 } })).toBeNull();
    expect(await jwt({ token: { sub: user.id } })).toBeNull();
    expect(await jwt({ token: { sub: user.id }, user: { id: user.id } })).toEqual({
      sub: user.id,
      sv: 1,
      sid: expect.any(String),
    });
    expect(await jwt({ token: { sub: user.id, sv: 1 } })).toEqual({ sub: user.id, sv: 1 });
  });

  it("ends the session of a deleted user, and keeps sessions when the database fails", async () => {
    const jwt = sessionVersionCallback(database.db());
    expect(await jwt({ token: { sub: "no-such-user" } })).toBeNull();
    const broken = {
      select: () => {
        throw new Error("injected: the database is down");
      },
    } as unknown as Db;
    const token = { sub: "someone", sv: 0 };
    expect(await sessionVersionCallback(broken)({ token })).toBe(token);
  });
});
