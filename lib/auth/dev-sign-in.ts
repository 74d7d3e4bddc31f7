import "server-only";
import { eq } from "drizzle-orm";
// next-auth re-exports this class from @auth/core; importing it there keeps this module free of next/server.
import { CredentialsSignin } from "@auth/core/errors";
import { accounts, users } from "@/db/schema";
import type { Db } from "@/db/types";
import { ApiError } from "@/lib/errors";
import { enforceRateLimit } from "@/lib/rate-limit";
import { SIGN_IN_MESSAGES } from "./shared";
import { upsertDevUser } from "./users";

/** Sign-in attempts per email address in a window (the development provider has no password to guess). */
export const DEV_SIGN_IN_ATTEMPTS = 10;
export const DEV_SIGN_IN_WINDOW_SECONDS = 15 * 60;

/** A refused development sign-in; its code reaches the client as `?code=` / `result.code`. */
export class DevSignInRefused extends CredentialsSignin {
  constructor(code: "too-many-requests" | "dev-account-linked") {
    super();
    this.code = code;
  }
}

/**
 * The development provider signs in by email. Refuses an email whose account another provider
 * created (that would let anyone who can reach the form take it over) and rate-limits attempts.
 */
export async function signInDevUser(db: Db, input: { email: string; name: string }) {
  const email = input.email.toLowerCase();
  try {
    await enforceRateLimit(db, {
      key: `sign-in:dev:${email}`,
      limit: DEV_SIGN_IN_ATTEMPTS,
      windowSeconds: DEV_SIGN_IN_WINDOW_SECONDS,
      message: SIGN_IN_MESSAGES.tooManyRequests,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      throw new DevSignInRefused("too-many-requests");
    }
    throw error;
  }
  const [linked] = await db
    .select({ provider: accounts.provider })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(users.email, email))
    .limit(1);
  if (linked) throw new DevSignInRefused("dev-account-linked");
  return upsertDevUser(db, { email, name: input.name });
}
