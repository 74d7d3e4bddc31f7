import { z, type ZodObject, type ZodType } from "zod";

/**
 * Who a route serves: "user" answers 401 before anything else is read; "viewer" may be anyone
 * (signed in, anonymous X-User-ID, nobody); "author" is "viewer" for routes that write under a
 * name (comments, reactions): a signed-in user, a browser holding the video's viewer cookie (the
 * route verifies it for its video), or an anonymous browser (X-User-ID) that may sign as a guest,
 * else 401 before anything else is read; "none" resolves
 * nobody (webhooks, cron).
 */
export type AuthMode = "user" | "viewer" | "author" | "none";

/**
 * Who may call, as the OpenAPI document says it: "user" (session cookie or API token), "session"
 * (the browser session only: token and billing management), "viewer" (anyone; signed-in callers
 * see more), "none" (no identity: webhooks, cron, health).
 */
export type Access = "user" | "session" | "viewer" | "none";

/** A body that is not JSON: its media type's JSON Schema, e.g. `{ type: "string" }` for bytes. */
type RawSchema = { type: "string"; contentMediaType?: string };
export type MediaContent = Record<string, { schema: ZodType | RawSchema }>;

/** One answer of a route: a JSON body (`schema`), another media type (`content`), or none. */
export interface Answer {
  description: string;
  schema?: ZodType;
  content?: MediaContent;
  headers?: ZodObject;
}

/** What a route tells its callers besides its input schemas, which the handler parses with. */
export interface Contract {
  /** The OpenAPI tag that groups it with its neighbours. */
  tag: string;
  summary: string;
  description?: string;
  /** Every successful (and redirect) answer by status; empty ones (204, 302) too. */
  responses: Record<number, Answer>;
  /** Statuses the route's own checks can answer, beyond those its access and input imply. */
  errors?: readonly number[];
  /** Bodies the route reads in another format than JSON (multipart, raw bytes), by media type. */
  accepts?: { content: MediaContent; description?: string };
  /**
   * A library answers this route in its own formats (Auth.js: redirects, HTML, its own JSON):
   * `responses` lists every answer, and no `{ message, code }` error answers are implied.
   */
  libraryAnswers?: boolean;
}

/** A route's whole contract: what it declares, and the input schemas its handler parses. */
export interface Declaration extends Contract {
  access: Access;
  params?: ZodType;
  query?: ZodType;
  /** The JSON body's schema. */
  body?: ZodType;
}

/** A route export that carries its declaration, for the OpenAPI document. */
export type Declared<F> = F & { readonly contract: Declaration };

/** Attaches a declaration to a route export; `handler()` does it, and so may a library's route. */
export function declare<F extends object>(route: F, declaration: Declaration): Declared<F> {
  return Object.assign(route, { contract: declaration });
}

export function declarationOf(value: unknown): Declaration | undefined {
  if (typeof value !== "function" || !("contract" in value)) return undefined;
  return value.contract as Declaration;
}

/** The access a handler's options amount to; an author without an account is the exception. */
export function accessOf(auth: AuthMode, apiTokens: boolean | undefined): Access {
  if (auth === "user") return apiTokens === false ? "session" : "user";
  if (auth === "author") return "user";
  return auth === "none" ? "none" : "viewer";
}

/** One answer, with a JSON body when a schema is given. */
export const answer = (description: string, schema?: ZodType): Answer => ({ description, schema });

/**
 * Stored bytes served with Range support (local disk) or a 302 to the store (S3, Blob), of one of
 * these media types (or ranges such as `video/*`): the type the stored object was saved with.
 */
export const bytes = (mediaTypes: string | string[], description: string) => ({
  200: {
    description,
    content: Object.fromEntries(
      [mediaTypes]
        .flat()
        .map((type) => [type, { schema: { type: "string" as const, contentMediaType: type } }]),
    ),
  },
  206: answer("The requested Range"),
  302: answer("Redirect to a short-lived presigned URL of the object store"),
  304: answer("Not modified (If-None-Match / If-Modified-Since)"),
  416: answer("Range not satisfiable"),
});

/** One text answer of this media type (CSV, WebVTT, an event stream). */
export const text = (mediaType: string, description: string): Answer => ({
  description,
  content: { [mediaType]: { schema: { type: "string" } } },
});

/** A form body, files as strings: the fields a route reads from `multipart/form-data`. */
export const multipart = (schema: ZodType): MediaContent => ({
  "multipart/form-data": { schema },
});

/** What a read of one video answers someone who may not watch it now: private, locked, expired. */
export const watchErrors = [403, 404, 410] as const;

/** What a deletion answers, wherever it answers more than 204. */
export const success = z.strictObject({ success: z.literal(true) });
