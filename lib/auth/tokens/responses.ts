import { z } from "zod";
import { API_TOKEN_SCOPES } from "./shared";

const scope = z
  .enum(API_TOKEN_SCOPES)
  .describe("`read`: GET and HEAD only; `write`: what the user may, but manage tokens and billing");
const expiresAt = z.iso.datetime().nullable().describe("null: the token never expires");

/** An API token as GET /api/tokens lists it (never the token itself: only its hash is kept). */
export const apiTokenResponse = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  scope,
  expiresAt,
  createdAt: z.iso.datetime(),
});

export const apiTokenListResponse = z.array(apiTokenResponse);

/** POST /api/tokens: the bearer token, shown this once. */
export const createdApiTokenResponse = z.strictObject({
  token: z.string().describe("The bearer token (`drl_...`), shown this once"),
  name: z.string(),
  scope,
  expiresAt,
});

export type ApiTokenView = z.infer<typeof apiTokenResponse>;
export type CreatedApiToken = z.infer<typeof createdApiTokenResponse>;
