import { answer } from "@/lib/api/contract";
import { handler, json } from "@/lib/api/handler";
import { createApiToken } from "@/lib/auth/tokens/create";
import { listApiTokens } from "@/lib/auth/tokens/queries";
import {
  apiTokenListResponse,
  createdApiTokenResponse,
  type CreatedApiToken,
} from "@/lib/auth/tokens/responses";
import { createTokenBody } from "@/lib/auth/tokens/schemas";

// GET /api/tokens: the caller's API tokens (name, scope, expiry and dates, never the secret)
export const GET = handler(
  {
    auth: "user",
    tag: "Identity",
    summary: "The caller's API tokens (never the secret)",
    responses: { 200: answer("Tokens, newest first", apiTokenListResponse) },
  },
  ({ db, userId }) => listApiTokens(db, userId),
);

// POST /api/tokens: a new bearer token for API clients, shown once; a signed-in session only
export const POST = handler(
  {
    auth: "user",
    apiTokens: false,
    body: createTokenBody,
    tag: "Identity",
    summary: "A new bearer token for API clients, shown once",
    responses: { 201: answer("The token, shown this once", createdApiTokenResponse) },
  },
  async ({ db, userId, body }) => {
    const token = await createApiToken(db, userId, body);
    return json(
      {
        token,
        name: body.name,
        scope: body.scope,
        expiresAt: body.expiresAt?.toISOString() ?? null,
      } satisfies CreatedApiToken,
      201,
    );
  },
);
