/** API tokens: scopes, the listed shape and the expiry choices, plain so client code can import them. */

import type { ApiTokenView } from "./responses";

export type ApiTokenScope = "read" | "write";
export const API_TOKEN_SCOPES = ["read", "write"] as const satisfies readonly ApiTokenScope[];

/** An API token as GET /api/tokens lists it: the response schema's type (./responses.ts). */
export type { ApiTokenView } from "./responses";

export const TOKEN_EXPIRY_CHOICES = [
  { value: "never", label: "Never", days: null },
  { value: "7", label: "In 7 days", days: 7 },
  { value: "30", label: "In 30 days", days: 30 },
  { value: "90", label: "In 90 days", days: 90 },
  { value: "365", label: "In a year", days: 365 },
] as const;

export type TokenExpiryChoice = (typeof TOKEN_EXPIRY_CHOICES)[number]["value"];

/** The `expiresAt` sent to POST /api/tokens for a choice: an ISO time, or null for never. */
export function expiresAtFor(choice: TokenExpiryChoice, now = new Date()): string | null {
  const days = TOKEN_EXPIRY_CHOICES.find((c) => c.value === choice)?.days ?? null;
  return days === null ? null : new Date(now.getTime() + days * 86_400_000).toISOString();
}

export function isTokenExpired(token: Pick<ApiTokenView, "expiresAt">, now = new Date()): boolean {
  return token.expiresAt !== null && new Date(token.expiresAt).getTime() <= now.getTime();
}
