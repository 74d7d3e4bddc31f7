import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { accounts, users } from "@/db/schema";
import { DEV_SIGN_IN_ATTEMPTS, DevSignInRefused, signInDevUser } from "@/lib/auth/dev-sign-in";
import { signInErrorMessage } from "@/lib/auth/shared";
import { rejectionOf } from "../support/rejection";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const email = () => `dana-${randomUUID()}@example.test`;

const refusal = (promise: Promise<unknown>) => rejectionOf(promise, DevSignInRefused);

describe("development sign-in", () => {
  it("creates the user on the first sign-in and finds it again (email in any case)", async () => {
    const address = email();
    const first = await signInDevUser(database.db(), { email: address, name: "Dana Demo" });
    const again = await signInDevUser(database.db(), {
      email: address.toUpperCase(),
      name: "Dana Demo",
    });
    expect(again.id).toBe(first.id);
    // Only the sign-in that created the account is a first one (the greeting depends on it).
    expect([first.firstSignIn, again.firstSignIn]).toEqual([true, false]);
  });

  it("never signs into an account another provider created, with a clear message", async () => {
    const address = email();
    const [user] = await database
      .db()
      .insert(users)
      .values({ email: address, name: "Gina Google" })
      .returning();
    if (!user) throw new Error("no user");
    await database.db().insert(accounts).values({
      userId: user.id,
      type: "oidc",
      provider: "google",
      providerAccountId: randomUUID(),
    });
    const error = await refusal(signInDevUser(database.db(), { email: address, name: "Mallory" }));
    expect(error.code).toBe("dev-account-linked");
    expect(signInErrorMessage(error.code)).toBe(
      "Authentication error: this email belongs to an account that signs in with another provider. Please use that provider.",
    );
  });

  it("refuses further attempts for an email past the limit with the 'Too many' sign-in text", async () => {
    const address = email();
    for (let i = 0; i < DEV_SIGN_IN_ATTEMPTS; i++) {
      await signInDevUser(database.db(), { email: address, name: "Dana" });
    }
    const error = await refusal(signInDevUser(database.db(), { email: address, name: "Dana" }));
    expect(error.code).toBe("too-many-requests");
    expect(signInErrorMessage(error.code)).toBe(
      "Too many unsuccessful login attempts. Please try again later.",
    );
    await signInDevUser(database.db(), { email: email(), name: "Someone else" });
  });
});
