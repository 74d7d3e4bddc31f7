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
import { logger } from "@/lib/log/logger";
import { getStorage, type Storage } from "@/lib/storage";
import { BodyTooLargeError, DEFAULT_BODY_LIMIT_BYTES, readBodyText } from "@/lib/http/body";
import { incomingBody, type BodyMode, type IncomingBody } from "@/lib/http/incoming-body";
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
import { accessOf, declare, type AuthMode, type Contract } from "./contract";
import { withRequestLog } from "./request-log";

export type { AuthMode };

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
  M extends BodyMode | undefined = undefined,
> = AuthContext<A> &
  VideoScopeContext<V> &
  (D extends false ? Record<never, never> : { db: Db }) & {
    params: P;
    /** The JSON body parsed with `body`'s schema, or the unread body of a `body` mode. */
    body: [M] extends [BodyMode] ? IncomingBody : B;
    query: Q;
    /** The request's headers, for the values a route hands on (a signature, a cron secret). */
    headers: Headers;
    /** GET or HEAD, for a route serving stored bytes (lib/storage/serve.ts) that answers both. */
    method: string;
    /** 403 to a cross-site call, as for session cookies: for callers another cookie vouches for. */
    assertSameOrigin: () => void;
    /** Aborted when the caller goes away: for work worth stopping then (ffmpeg, a stream). */
    signal: AbortSignal;
    /** The URL as requested; its origin is the one the caller reached. */
    url: URL;
    /** The process-wide storage; only opened when a route touches it. */
    readonly storage: Storage;
  };

interface HandlerOptions<A extends AuthMode, P, B, Q, D extends boolean, V, M> extends Contract {
  auth: A;
  params?: ZodType<P>;
  /** A JSON body's schema, or how the route reads a body of another kind (lib/http/incoming-body.ts). */
  body?: ZodType<B> | M;
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
    const { message, code, details } = error;
    return errorJson(error.status, { message, code, ...(details && { details }) }, error.headers);
  }
  if (error instanceof BodyTooLargeError) {
    return errorJson(413, { message: error.message, code: "payload_too_large" });
  }
  if (isInvalidTextError(error)) {
    const message = "Invalid text: remove the NUL (\\u0000) characters";
    return errorJson(400, { message, code: "invalid_input" });
  }
  logger().error({ err: error }, "unexpected error");
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

/** The JSON body parsed with its schema; a body of another mode is handed on unread. */
async function readBody(
  request: Request,
  body: ZodType | BodyMode | undefined,
  limit = DEFAULT_BODY_LIMIT_BYTES,
): Promise<unknown> {
  if (body === undefined) return undefined;
  if (typeof body === "string") return incomingBody(request);
  return parse(body, await readJsonBody(request, limit), "body");
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
  M extends BodyMode | undefined = undefined,
>(
  options: HandlerOptions<A, P, B, Q, D, V, M>,
  run: (ctx: HandlerContext<A, P, B, Q, D, V, M>) => Promise<Response | unknown>,
) {
  type RouteContext = { params?: Promise<Record<string, string | string[]>> };
  const respond = async (request: Request, context?: RouteContext) => {
    try {
      const auth = await resolveAuth(options, request);
      const params = parse(options.params, (await context?.params) ?? {}, "path");
      const query = parse(
        options.query,
        Object.fromEntries(new URL(request.url).searchParams),
        "query",
      );
      const body = await readBody(request, options.body, options.maxBodyBytes);
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
        params,
        body,
        query,
        headers: request.headers,
        method: request.method,
        assertSameOrigin: () => assertSameOrigin(request),
        signal: request.signal,
        url: new URL(request.url),
        get storage() {
          return getStorage();
        },
      } as HandlerContext<A, P, B, Q, D, V, M>;
      const result = await run(ctx);
      return result instanceof Response ? result : json(result);
    } catch (error) {
      return errorResponse(error);
    }
  };
  const route = (request: Request, context?: RouteContext) =>
    withRequestLog(request, () => respond(request, context));
  return declare(route, {
    tag: options.tag,
    summary: options.summary,
    description: options.description,
    responses: options.responses,
    errors: options.errors,
    accepts: options.accepts,
    access: accessOf(options.auth, options.apiTokens),
    params: options.params,
    query: options.query,
    body: typeof options.body === "string" ? undefined : options.body,
  });
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
  // A browser with neither an account, a viewer cookie nor its anonymous id cannot be a guest
  // (guests are counted per browser): 401 before the body is read.
  if (options.auth === "author" && caller.kind === "none" && !holdsViewerPass(request.headers)) {
    throw unauthorized();
  }
  if (options.auth !== "user") return { caller, viewerId: viewerIdOf(caller) };
  if (caller.kind !== "user") throw unauthorized();
  return { caller, userId: caller.userId };
}

/** Path ids are integers (docs/product/access.md#video-ids); anything else is simply not found. */
export const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
