import "server-only";
import { z, type ZodType } from "zod";
import { getDb } from "@/db/client";
import type { Db } from "@/db/types";
import { resolveCaller, viewerIdOf, type Caller } from "@/lib/auth/caller";
import {
  ApiError,
  badRequest,
  forbidden,
  unauthorized,
  unsupportedMediaType,
  type ErrorBody,
} from "@/lib/errors";
import { getStorage, type Storage } from "@/lib/storage";
import { BodyTooLargeError, DEFAULT_BODY_LIMIT_BYTES, readBodyText } from "@/lib/http/body";
import {
  assertDeclaredJson,
  assertSameOrigin,
  changesState,
  isJsonContentType,
  JSON_CONTENT_TYPE_MESSAGE,
} from "@/lib/http/request-guards";
import {
  scopeVideo,
  type VideoParams,
  type VideoScope,
  type VideoScopeContext,
} from "./video-scope";
import { holdsViewerPass } from "@/lib/access/rules/cookies";

/**
 * Who a route serves: "user" answers 401 before anything else is read; "viewer" may be anyone
 * (signed in, anonymous X-User-ID, nobody); "author" is "viewer" for routes that write under a
 * name (comments, reactions): a signed-in user, or a browser holding an email gate's viewer cookie
 * (the route verifies it for its video), else 401 before anything else is read; "none" resolves
 * nobody (webhooks, cron).
 */
export type AuthMode = "user" | "viewer" | "author" | "none";

type AuthContext<A extends AuthMode> = A extends "user"
  ? { userId: string; caller: Caller & { kind: "user" } }
  : A extends "viewer" | "author"
    ? { viewerId: string | null; caller: Caller }
    : Record<never, never>;

export type HandlerContext<
  A extends AuthMode,
  P,
  B,
  Q,
  D extends boolean = true,
  V extends VideoScope | undefined = undefined,
> = AuthContext<A> &
  VideoScopeContext<V> &
  (D extends false ? Record<never, never> : { db: Db }) & {
    request: Request;
    params: P;
    body: B;
    query: Q;
    /** The process-wide storage; only opened when a route touches it. */
    readonly storage: Storage;
  };

interface HandlerOptions<A extends AuthMode, P, B, Q, D extends boolean, V> {
  auth: A;
  params?: ZodType<P>;
  body?: ZodType<B>;
  query?: ZodType<Q>;
  /** Largest JSON body read (default 1 MB); past it the answer is 413 and reading stops. */
  maxBodyBytes?: number;
  /** false: the route must answer without the database (liveness). */
  db?: D;
  /** false: API tokens get 403 (managing tokens and billing needs a signed-in session). */
  apiTokens?: boolean;
  /** The path's video, checked for the caller before the route runs (lib/api/video-scope.ts). */
  video?: P extends VideoParams ? V : never;
}

export function json(data: unknown, status = 200, headers?: HeadersInit): Response {
  return Response.json(data, { status, headers });
}

const errorJson = (status: number, body: ErrorBody, headers?: HeadersInit) =>
  json(body, status, headers);

/** The error body every route answers: a readable message and a stable code (lib/errors.ts). */
export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    return errorJson(error.status, { message: error.message, code: error.code }, error.headers);
  }
  if (error instanceof BodyTooLargeError) {
    return errorJson(413, { message: error.message, code: "payload_too_large" });
  }
  if (isInvalidTextError(error)) {
    const message = "Invalid text: remove the NUL (\\u0000) characters";
    return errorJson(400, { message, code: "invalid_input" });
  }
  console.error("[api] unexpected error", error);
  const message = "Something went wrong. Please try again.";
  return errorJson(500, { message, code: "internal_error" });
}

/** Postgres refuses NUL characters in text (22021, 22P05); that is bad input, not a server fault. */
function isInvalidTextError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === "22021" || code === "22P05") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The message of a refused input. A schema message written as a sentence for people (it ends with
 * a full stop, and names the field in words) is shown as it is, since forms show it to users;
 * a terse one is prefixed with the field's name for API clients.
 */
function describeIssue(error: z.ZodError, where: string): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${where}`;
  if (issue.message.endsWith(".")) return issue.message;
  const field = issue.path.join(".");
  return field ? `Invalid ${field}: ${issue.message}` : `Invalid ${where}: ${issue.message}`;
}

/** JSON routes take `application/json` only (a cross-site form can't send it); an empty body is `{}`. */
async function readJsonBody(request: Request, limit: number): Promise<unknown> {
  assertDeclaredJson(request.headers);
  const text = await readBodyText(request, limit);
  if (!text.trim()) return {};
  if (!isJsonContentType(request.headers.get("content-type"))) {
    throw unsupportedMediaType(JSON_CONTENT_TYPE_MESSAGE);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("Invalid JSON body");
  }
}

function parse<T>(schema: ZodType<T> | undefined, value: unknown, where: string): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeIssue(result.error, where));
  return result.data;
}

/**
 * Every route handler goes through this: resolve the caller, parse params, query and body with zod,
 * run one domain call, and turn typed errors into `{ message, code }` with their status.
 */
export function handler<
  A extends AuthMode,
  P = undefined,
  B = undefined,
  Q = undefined,
  D extends boolean = true,
  V extends VideoScope | undefined = undefined,
>(
  options: HandlerOptions<A, P, B, Q, D, V>,
  run: (ctx: HandlerContext<A, P, B, Q, D, V>) => Promise<Response | unknown>,
) {
  return async (
    request: Request,
    context?: { params?: Promise<Record<string, string | string[]>> },
  ) => {
    try {
      const auth = await resolveAuth(options, request);
      const params = parse(options.params, (await context?.params) ?? {}, "path");
      const query = parse(
        options.query,
        Object.fromEntries(new URL(request.url).searchParams),
        "query",
      );
      const body = options.body
        ? parse(
            options.body,
            await readJsonBody(request, options.maxBodyBytes ?? DEFAULT_BODY_LIMIT_BYTES),
            "body",
          )
        : (undefined as B);
      const db = options.db === false ? {} : { db: await getDb() };
      const video = options.video
        ? await scopeVideo(await getDb(), options.video, {
            request,
            params: params as VideoParams,
            viewerId: "caller" in auth ? viewerIdOf(auth.caller as Caller) : null,
          })
        : {};
      const ctx = {
        ...auth,
        ...db,
        ...video,
        request,
        params,
        body,
        query,
        get storage() {
          return getStorage();
        },
      } as HandlerContext<A, P, B, Q, D, V>;
      const result = await run(ctx);
      return result instanceof Response ? result : json(result);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

export const READ_ONLY_TOKEN_MESSAGE = "This API token is read-only";
export const SESSION_ONLY_MESSAGE =
  "API tokens can't manage tokens or billing: sign in to Demoreel to do this";

/** Cookie callers must be same-origin; token callers need a token that may do this. */
function assertUserMay(
  caller: Caller & { kind: "user" },
  tokensAllowed: boolean,
  request: Request,
): void {
  if (caller.via === "session") return assertSameOrigin(request);
  if (!tokensAllowed) throw forbidden(SESSION_ONLY_MESSAGE, "session_required");
  if (caller.scope === "read" && changesState(request.method)) {
    throw forbidden(READ_ONLY_TOKEN_MESSAGE, "read_only_token");
  }
}

async function resolveAuth(
  options: { auth: AuthMode; apiTokens?: boolean },
  request: Request,
): Promise<object> {
  if (options.auth === "none") return {};
  const caller = await resolveCaller(request);
  if (caller.kind === "user") assertUserMay(caller, options.apiTokens !== false, request);
  if (options.auth === "author" && caller.kind !== "user" && !holdsViewerPass(request)) {
    throw unauthorized();
  }
  if (options.auth !== "user") return { caller, viewerId: viewerIdOf(caller) };
  if (caller.kind !== "user") throw unauthorized();
  return { caller, userId: caller.userId };
}

/** Path ids are integers (docs/product/access.md#video-ids); anything else is simply not found. */
export const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
