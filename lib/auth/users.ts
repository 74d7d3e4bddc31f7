import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import type { Db } from "@/db/types";
import { splitName } from "./names";

/**
 * The development provider signs in by email: the first sign-in creates the user, and says so
 * (`firstSignIn`) so that the greeting can tell a new user from a returning one.
 */
export async function upsertDevUser(db: Db, input: { email: string; name: string }) {
  const email = input.email.toLowerCase();
  const { firstName, lastName } = splitName({ name: input.name });
  const [row] = await db
    .insert(users)
    .values({ email, name: input.name, firstName, lastName })
    .onConflictDoUpdate({ target: users.email, set: { name: input.name, firstName, lastName } })
    // A row the upsert inserted has no deleting transaction (xmax 0); an updated one has.
    .returning({
      id: users.id,
      email: users.email,
      name: users.name,
      image: users.image,
      firstSignIn: sql<boolean>`(xmax = 0)`,
    });
  if (!row) throw new Error("user upsert returned nothing");
  return row;
}

/** Fills first and last name from the profile when a provider account creates the user. */
export async function fillNames(
  user: { id?: string; name?: string | null; email?: string | null },
  profile?: unknown,
) {
  if (!user.id) return;
  const p = (profile ?? {}) as { given_name?: string; family_name?: string };
  const names = splitName({
    name: user.name,
    email: user.email,
    givenName: p.given_name,
    familyName: p.family_name,
  });
  const db = await getDb();
  await db.update(users).set(names).where(eq(users.id, user.id));
}
