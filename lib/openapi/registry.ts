import "server-only";
import type {
  OpenAPIRegistry,
  ResponseConfig,
  RouteConfig,
  ZodRequestBody,
} from "@asteasolutions/zod-to-openapi";
import type { ZodObject, ZodType } from "zod";
import { errorBodySchema, idParams, success } from "./schemas";

/**
 * Who may call: "user" (session cookie or API token), "session" (the browser session only: token
 * and billing management), "viewer" (anyone; signed-in callers see more), "none" (no identity:
 * webhooks, cron, health).
 */
export type Access = "user" | "session" | "viewer" | "none";

type Method = "get" | "post" | "put" | "patch" | "delete" | "head";

interface Body {
  /** A JSON body parsed with this schema (415 for other types, 413 past 1 MB). */
  json?: ZodType;
  /** Any other media types the route reads itself (multipart, raw bytes, ...). */
  other?: ZodRequestBody["content"];
  description?: string;
}

interface Answer {
  status: number;
  description: string;
  /** Media type to schema; none for an empty answer (204, 302, HEAD). */
  content?: ResponseConfig["content"];
  headers?: ResponseConfig["headers"];
}

export interface RouteSpec {
  method: Method;
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  params?: ZodObject;
  query?: ZodObject;
  body?: Body;
  /** The successful answers. */
  ok: Answer | Answer[];
  /** Statuses the route's own checks can answer, beyond those its access and input imply. */
  errors?: number[];
  /**
   * A library answers this route in its own formats (Auth.js: redirects, HTML, its own JSON):
   * `ok` lists every answer, and no `{ message, code }` error answers are implied.
   */
  libraryAnswers?: boolean;
}

const ERROR_TEXT: Record<number, string> = {
  400: "Invalid input: the message names the field",
  401: "Authentication required, or an invalid API token",
  403: "Not allowed (see the message and code)",
  404: "Not found or not visible to this caller",
  409: "The resource is in the wrong state",
  410: "The link has expired",
  413: "Too large",
  415: "Unsupported body type",
  422: "Cannot be processed",
  429: "Too many requests (Retry-After)",
  500: "Unexpected failure",
  501: "Not implemented",
  502: "An upstream provider failed",
  503: "A service is not configured or unavailable",
  504: "An upstream provider timed out",
};

const SECURITY: Record<Access, RouteConfig["security"]> = {
  user: [{ sessionCookie: [] }, { bearerToken: [] }],
  session: [{ sessionCookie: [] }],
  viewer: [{}, { sessionCookie: [] }, { bearerToken: [] }, { anonymousId: [] }],
  none: [],
};

const changesState = (method: Method) => method !== "get" && method !== "head";

/** Statuses a route answers because of how it is called, whatever its domain does. */
function impliedErrors(spec: RouteSpec): number[] {
  const statuses = [500];
  const signedIn = spec.access === "user" || spec.access === "session";
  if (signedIn) statuses.push(401);
  // Cookie calls from another site, read-only tokens writing, tokens on session-only routes.
  if (spec.access === "session" || (spec.access !== "none" && changesState(spec.method))) {
    statuses.push(403);
  }
  if (spec.params || spec.query || spec.body?.json) statuses.push(400);
  if (spec.body?.json) statuses.push(413, 415);
  return statuses;
}

function errorResponses(spec: RouteSpec): RouteConfig["responses"] {
  const statuses = [...new Set([...impliedErrors(spec), ...(spec.errors ?? [])])].sort();
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      {
        description: ERROR_TEXT[status] ?? "Error",
        content: { "application/json": { schema: errorBodySchema } },
      },
    ]),
  );
}

function requestBody(body: Body | undefined): ZodRequestBody | undefined {
  if (!body) return undefined;
  const content: ZodRequestBody["content"] = { ...body.other };
  if (body.json) content["application/json"] = { schema: body.json };
  return { description: body.description, content, required: false };
}

/** Registers one operation: its input schemas, success answers and every error answer. */
function addRoute(registry: OpenAPIRegistry, spec: RouteSpec): void {
  const answers = Array.isArray(spec.ok) ? spec.ok : [spec.ok];
  registry.registerPath({
    method: spec.method,
    path: spec.path,
    operationId: `${spec.method}${spec.path.replace(/\W+(\w)?/g, (_, c?: string) => c?.toUpperCase() ?? "")}`,
    tags: [spec.tag],
    summary: spec.summary,
    description: spec.description,
    security: SECURITY[spec.access],
    request: {
      params: spec.params,
      query: spec.query,
      body: requestBody(spec.body),
    },
    responses: {
      ...Object.fromEntries(
        answers.map((a) => [
          String(a.status),
          { description: a.description, content: a.content, headers: a.headers },
        ]),
      ),
      ...(spec.libraryAnswers ? {} : errorResponses(spec)),
    },
  });
}

const json = (schema: ZodType) => ({ "application/json": { schema } });
/** A form body, files as strings: the fields a route reads with `request.formData()`. */
export const multipart = (schema: ZodType) => ({ "multipart/form-data": { schema } });

/**
 * Stored bytes served with Range support (local disk) or a 302 to the store (S3, Blob), of one of
 * these media types (or ranges such as `video/*`): the type the stored object was saved with.
 */
export const bytes = (mediaTypes: string | string[], description: string): Answer[] => [
  {
    status: 200,
    description,
    content: Object.fromEntries(
      [mediaTypes]
        .flat()
        .map((type) => [type, { schema: { type: "string", contentMediaType: type } }]),
    ),
  },
  { status: 206, description: "The requested Range" },
  { status: 302, description: "Redirect to a short-lived presigned URL of the object store" },
  { status: 304, description: "Not modified (If-None-Match / If-Modified-Since)" },
  { status: 416, description: "Range not satisfiable" },
];

/** One success answer, with a JSON body when a schema is given. */
export const ok = (status: number, description: string, schema?: ZodType): Answer => ({
  status,
  description,
  content: schema && json(schema),
});

/** What a deletion answers, wherever it answers more than 204. */
export const deleted = ok(200, "Deleted", success);

/** What a read of one video answers someone who may not watch it now: private, locked, expired. */
export const watchErrors = [403, 404, 410];

/** A route on one resource only those it belongs to may call: to others it is missing, 404. */
export const ownerOnly = (params: ZodObject = idParams) => ({ params, errors: [404] });

/** What a declaration gives besides its method, path, access and summary, and its file's tag. */
type Details = Omit<RouteSpec, "method" | "path" | "tag" | "access" | "summary">;
type Declare = (path: string, access: Access, summary: string, details: Details) => void;

/**
 * The declaring functions of one tag, one per method, so that a route reads as a single call:
 * `get(path, access, summary, { params, ok, errors })`. `del` because `delete` is a keyword.
 */
export function routes(registry: OpenAPIRegistry, tag: string) {
  const declare =
    (method: Method): Declare =>
    (path, access, summary, details) =>
      addRoute(registry, { ...details, method, path, tag, access, summary });
  const get = declare("get");
  const head = declare("head");
  return {
    get,
    post: declare("post"),
    put: declare("put"),
    patch: declare("patch"),
    del: declare("delete"),
    /** The same operation as GET, and as HEAD: the GET answer's headers without its body. */
    getAndHead: ((path, access, summary, details) => {
      get(path, access, summary, details);
      head(path, access, `${summary} (headers only)`, {
        ...details,
        ok: ok(200, "The GET answer's headers, no body"),
      });
    }) satisfies Declare,
  };
}
