import "server-only";
import { z } from "zod";
import { WEBHOOK_EVENTS, WEBHOOK_FORMATS } from "./shared";

/** As lib/api/handler idParam; lib/api sits above the domains that emit events. */
const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** /api/webhooks/{id}/... */
export const webhookIdParams = z.object({ id: idParam });

/** GET /api/webhooks?workspace= (absent: the caller's personal workspace, as GET /api/plan). */
export const listWebhooksQuery = z.object({ workspace: idParam.optional() });

const WORKSPACE_ID = "workspaceId must be a workspace id";
const URL_MESSAGE = "The webhook URL must be an https:// address.";

/** POST /api/webhooks. Where the URL may point is checked after DNS resolution (url-policy.ts). */
export const createWebhookSchema = z.object({
  url: z
    .string({ error: URL_MESSAGE })
    .trim()
    .max(2000, { error: "The webhook URL must be at most 2000 characters." })
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      error: URL_MESSAGE,
    })
    .refine((value) => !URL.canParse(value) || !new URL(value).username, {
      error: "The webhook URL must not contain a user name or password.",
    }),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: `Events are ${WEBHOOK_EVENTS.join(", ")}.` }), {
      error: "Choose at least one event.",
    })
    .min(1, { error: "Choose at least one event." })
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
  format: z.enum(WEBHOOK_FORMATS, { error: "format must be json or slack" }).default("json"),
  /** The workspace the webhook belongs to (absent: the caller's personal workspace). */
  workspaceId: z
    .number({ error: WORKSPACE_ID })
    .int({ error: WORKSPACE_ID })
    .positive({ error: WORKSPACE_ID })
    .max(Number.MAX_SAFE_INTEGER, { error: WORKSPACE_ID })
    .optional(),
});
export type CreateWebhookInput = z.output<typeof createWebhookSchema>;
