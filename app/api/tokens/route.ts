import { z } from "zod";
import { handler, json } from "@/lib/api/handler";
import { createApiToken, listApiTokens } from "@/lib/auth/api-tokens";

const createTokenBody = z.object({ name: z.string().trim().min(1).max(100).default("API token") });

// GET /api/tokens: the caller's API tokens (names and dates, never the secret)
export const GET = handler({ auth: "user" }, ({ db, userId }) => listApiTokens(db, userId));

// POST /api/tokens: a new bearer token for API clients, shown once
export const POST = handler(
  { auth: "user", body: createTokenBody },
  async ({ db, userId, body }) => {
    const token = await createApiToken(db, userId, body.name);
    return json({ token, name: body.name }, 201);
  },
);
