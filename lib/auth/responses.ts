import { z } from "zod";

/** `GET /api/auth/session` signed in (Auth.js's session, with what lib/auth adds to its user). */
export const authSessionResponse = z.strictObject({
  user: z.strictObject({
    id: z.string(),
    name: z.string().nullable().optional(),
    email: z.string().nullable().optional(),
    image: z.string().nullable().optional(),
    firstSignIn: z
      .boolean()
      .optional()
      .describe("This session's sign-in created the account (the greeting differs)"),
  }),
  expires: z.string().describe("When the session ends, ISO 8601"),
});

const authProvider = z.strictObject({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  signinUrl: z.string(),
  callbackUrl: z.string(),
});

/** What each of Auth.js's JSON endpoints answers (the session is null signed out). */
export const authEndpointResponses = {
  session: authSessionResponse.nullable(),
  csrf: z.strictObject({ csrfToken: z.string() }),
  providers: z.record(z.string(), authProvider),
};

/** Where to go next: a sign-in or sign-out that asked for JSON with `X-Auth-Return-Redirect`. */
export const authRedirectResponse = z.strictObject({ url: z.string() });

/** The JSON Auth.js answers: one of its endpoints' answers, or where to go next. */
export const authJsonResponse = z.union([
  ...Object.values(authEndpointResponses),
  authRedirectResponse,
]);
