import "server-only";
import { timingSafeEqual } from "node:crypto";

/** Whether an Authorization header carries `Bearer <secret>`; never true without a secret. */
export function isCronAuthorized(
  authorization: string | null,
  secret: string | undefined,
): boolean {
  if (!secret) return false;
  const given = Buffer.from(authorization ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
