import "server-only";

/** GET /api/usage: the response schema's type (lib/usage/responses.ts). */
export type { StorageUsage } from "./responses";
