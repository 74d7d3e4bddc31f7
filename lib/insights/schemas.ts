import "server-only";
import { z } from "zod";

/** Most ranges one beacon may carry; a player sends a handful. */
export const MAX_BEACON_RANGES = 100;
const seconds = z.number({ error: "must be a number of seconds" }).finite().min(0).max(1e7);

const range = z
  .tuple([seconds, seconds], { error: "must be [from, to] pairs" })
  .refine(([from, to]) => to >= from, { error: "must end after it starts" });

export const watchBeaconSchema = z.object({
  sessionId: z
    .string({ error: "sessionId required" })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: "must be 8 to 64 letters, digits, - or _" }),
  ranges: z
    .array(range, { error: "ranges must be a list of [from, to] pairs" })
    .max(MAX_BEACON_RANGES, { error: `at most ${MAX_BEACON_RANGES} ranges` }),
  position: seconds,
});
export type WatchBeacon = z.infer<typeof watchBeaconSchema>;
