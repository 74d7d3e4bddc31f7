import "server-only";
import { z } from "zod";
import { idParam } from "@/lib/api/handler";
import { VIEWER_EMAIL_MAX, VIEWER_NAME_MAX } from "@/lib/videos/shared";

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

export const linkIdParams = z.object({ linkId: idParam });

/** /api/links/{token}/...: the segment beside the id routes' is the link's token (its URL's `r`). */
export const linkTokenParams = z.object({
  linkId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .describe("The tracked link's token (the `r` of its URL), not its id"),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : null));

/** POST /api/videos/{id}/links. */
export const createLinkSchema = z.object({
  recipientName: z
    .string({ error: "The recipient's name is required." })
    .trim()
    .min(1, { error: "The recipient's name is required." })
    .max(100, { error: "The recipient's name must be at most 100 characters." }),
  recipientEmail: z
    .email({ error: "The recipient's email is not a valid address." })
    .max(254)
    .optional()
    .transform((value) => value ?? null),
  company: optionalText(100),
  note: optionalText(500),
});
export type CreateLinkInput = z.output<typeof createLinkSchema>;

/** POST /api/videos/{id}/recipient: the token of the `?r=` the page was opened with. */
export const recipientSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** DELETE /api/videos/{id}/viewers: the `key` of a viewer as GET /insights lists it. */
export const viewerKeyQuery = z.object({ key: z.string().min(1).max(200) });

/** POST /api/videos/{id}/viewer: what the email gate asks. */
export const viewerIdentitySchema = z.object({
  email: z
    .email({ error: "Enter a valid email address." })
    .max(VIEWER_EMAIL_MAX, { error: `The email must be at most ${VIEWER_EMAIL_MAX} characters.` })
    .transform((value) => value.toLowerCase()),
  name: z
    .string({ error: "The name must be text." })
    .trim()
    .max(VIEWER_NAME_MAX, { error: `The name must be at most ${VIEWER_NAME_MAX} characters.` })
    .optional()
    .transform((value) => (value ? value : null)),
});
export type ViewerIdentityInput = z.output<typeof viewerIdentitySchema>;
