import "server-only";
import { z } from "zod";
import { API_TOKEN_SCOPES } from "./shared";

/** POST /api/tokens: all optional; an expiry must lie ahead (null: the token never expires). */
export const createTokenBody = z.object({
  name: z.string().trim().min(1).max(100).default("API token"),
  scope: z.enum(API_TOKEN_SCOPES).default("write"),
  expiresAt: z.iso
    .datetime({ offset: true })
    .transform((value) => new Date(value))
    .refine((date) => date.getTime() > Date.now(), "must be in the future")
    .nullable()
    .default(null),
});

/** DELETE /api/tokens/{id}: token ids are UUIDs. */
export const tokenIdParams = z.object({ id: z.uuid() });
