import { z } from "zod";

const check = z.enum(["ok", "error"]);

/** A deep check's report: the database's `select 1` and the storage's health check. */
const deepReport = z.strictObject({ status: check, database: check, storage: check });

/** GET /api/health 200: alive (`{ status }`), or with ?deep=1 every check passed. */
export const healthResponse = z.union([
  z.strictObject({ status: z.literal("ok") }).describe("Liveness"),
  deepReport
    .extend({ status: z.literal("ok"), database: z.literal("ok"), storage: z.literal("ok") })
    .describe("?deep=1: every check passed"),
]);

/** GET /api/health?deep=1 503: which check failed. */
export const healthFailureResponse = deepReport.extend({ status: z.literal("error") });
