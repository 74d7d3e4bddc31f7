import { z } from "zod";
import { handler, json } from "@/lib/api/handler";
import { createApiToken, listApiTokens } from "@/lib/auth/api-tokens";
import { requireUser } from "@/lib/auth/caller";
import { getDb } from "@/db/client";

const createTokenBody = z.object({ name: z.string().trim().min(1).max(100).default("API token") });

// GET /api/tokens: the caller's API tokens (names and dates, never the secret)
export const GET = handler({ auth: "viewer" }, async ({ caller }) =>
  listApiTokens(await getDb(), requireUser(caller)),
);

// POST /api/tokens: a new bearer token for API clients, shown once
export const POST = handler({ auth: "viewer", body: createTokenBody }, async ({ caller, body }) => {
  const token = await createApiToken(await getDb(), requireUser(caller), body.name);
  return json({ token, name: body.name }, 201);
});
