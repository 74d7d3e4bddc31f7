import "server-only";
import type {
  OpenAPIRegistry,
  ResponseConfig,
  RouteConfig,
  ZodRequestBody,
} from "@asteasolutions/zod-to-openapi";
import type { ZodObject } from "zod";
import type { Access, Answer, Declaration } from "@/lib/api/contract";
import { errorBodySchema } from "./schemas";

export type Method = "get" | "post" | "put" | "patch" | "delete" | "head";

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
function impliedErrors(method: Method, route: Declaration): number[] {
  const statuses = [500];
  // Signed-in routes need a caller; any route but "none" refuses a bad or expired API token.
  if (route.access !== "none") statuses.push(401);
  // Cookie calls from another site, read-only tokens writing, tokens on session-only routes.
  if (route.access === "session" || (route.access !== "none" && changesState(method))) {
    statuses.push(403);
  }
  if (route.params || route.query || route.body) statuses.push(400);
  if (route.body) statuses.push(413, 415);
  return statuses;
}

function errorResponses(method: Method, route: Declaration): RouteConfig["responses"] {
  const statuses = [...new Set([...impliedErrors(method, route), ...(route.errors ?? [])])].sort();
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

function requestBody(route: Declaration): ZodRequestBody | undefined {
  if (!route.body && !route.accepts) return undefined;
  const content: ZodRequestBody["content"] = { ...route.accepts?.content };
  if (route.body) content["application/json"] = { schema: route.body };
  return { description: route.accepts?.description, content, required: false };
}

function responseOf(answer: Answer): ResponseConfig {
  const content = answer.schema
    ? { "application/json": { schema: answer.schema } }
    : answer.content;
  return { description: answer.description, content, headers: answer.headers };
}

/** HEAD answers GET's headers without its body, and its errors. */
function asHead(route: Declaration): Declaration {
  return {
    ...route,
    summary: `${route.summary} (headers only)`,
    responses: { 200: { description: "The GET answer's headers, no body" } },
  };
}

/** Registers one operation: its input schemas, answers and every error answer. */
export function addOperation(
  registry: OpenAPIRegistry,
  method: Method,
  path: string,
  declared: Declaration,
): void {
  const route = method === "head" ? asHead(declared) : declared;
  registry.registerPath({
    method,
    path,
    operationId: `${method}${path.replace(/\W+(\w)?/g, (_, c?: string) => c?.toUpperCase() ?? "")}`,
    tags: [route.tag],
    summary: route.summary,
    description: route.description,
    security: SECURITY[route.access],
    request: {
      params: route.params as ZodObject | undefined,
      query: route.query as ZodObject | undefined,
      body: requestBody(route),
    },
    responses: {
      ...Object.fromEntries(
        Object.entries(route.responses).map(([status, answer]) => [status, responseOf(answer)]),
      ),
      ...(route.libraryAnswers ? {} : errorResponses(method, route)),
    },
  });
}
