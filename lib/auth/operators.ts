import "server-only";
import { eq } from "drizzle-orm";
import { users } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { config } from "@/lib/config";

/** OPERATOR_EMAILS as a set of lower-case addresses (empty when unset). */
export function operatorEmails(value: string | undefined = config().OPERATOR_EMAILS): Set<string> {
  return new Set(
    (value ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== ""),
  );
}

/**
 * Whether a signed-in user runs this server (their email is in OPERATOR_EMAILS): they are the
 * ones told what is not set up. Nobody is when the variable is unset.
 */
export async function isOperator(db: DbOrTx, userId: string | null): Promise<boolean> {
  const operators = operatorEmails();
  if (userId === null || operators.size === 0) return false;
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.email ? operators.has(row.email.toLowerCase()) : false;
}
