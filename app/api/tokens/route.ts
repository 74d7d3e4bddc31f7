import { z } from "zod";
import { handler, json } from "@/lib/api/handler";
import { API_TOKEN_SCOPES, createApiToken, listApiTokens } from "@/lib/auth/api-tokens";

const createTokenBody = z.object({
  name: z.string().trim().min(1).max(100).default("API token"),
  scope: z.enum(API_TOKEN_SCOPES).default("write"),
  expiresAt: z.iso
    .datetime({ offset: true })
    .transform((value) => new Date(value))
    .refine((date) => date.getTime() > Date.now(), "must be in the future")
    .nullable()
    .default(null),
});

// GET /api/tokens: the caller's API tokens (name, scope, expiry and dates, never the secret)
export const GET = handler({ auth: "user" }, ({ db, userId }) => listApiTokens(db, userId));

// POST /api/tokens: a new bearer token for API clients, shown once; a signed-in session only
export const POST = handler(
  { auth: "user", apiTokens: false, body: createTokenBody },
  async ({ db, userId, body }) => {
    const token = await createApiToken(db, userId, body);
    return json(
      {
        token,
        name: body.name,
        scope: body.scope,
        expiresAt: body.expiresAt?.toISOString() ?? null,
      },
      201,
    );
  },
);
