import { z } from "zod";
import { answer, declare, type Declaration } from "@/lib/api/contract";
import { handlers } from "@/lib/auth";
import { authJsonResponse } from "@/lib/auth/responses";

/** Auth.js answers these paths in its own formats; this is what the OpenAPI document says. */
const authJs: Declaration = {
  access: "none",
  tag: "Auth",
  summary: "Auth.js endpoints (sign-in, callbacks, session, CSRF, sign-out)",
  description:
    "A catch-all route: `{nextauth}` stands for one or more path segments. Answers are " +
    "Auth.js's own (redirects, HTML, JSON), not this API's `{ message, code }`.",
  params: z.object({
    nextauth: z.string().describe("Auth.js action path, e.g. `session` or `callback/google`"),
  }),
  libraryAnswers: true,
  responses: {
    200: {
      description: "Auth.js's answer: JSON for `session`, `csrf` and `providers`, else HTML",
      content: {
        "application/json": { schema: authJsonResponse },
        "text/html": { schema: { type: "string" } },
      },
    },
    302: answer("A redirect: to the provider, back from it, or to the error or sign-in page"),
    400: answer("Auth.js refuses the action (unknown action or method, missing CSRF token)"),
  },
};

// GET|POST /api/auth/{nextauth}: Auth.js's sign-in, callbacks, session, CSRF and sign-out
export const GET = declare(handlers.GET, authJs);
export const POST = declare(handlers.POST, authJs);
