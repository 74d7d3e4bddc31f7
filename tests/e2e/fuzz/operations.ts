import { resolveRefs, type Schema } from "./json-schema-arbitrary";

/** One operation of the served OpenAPI document, `$ref`s resolved. */
export interface Operation {
  id: string;
  method: string;
  /** The templated path, e.g. `/api/videos/{id}/comments`. */
  path: string;
  /** Callable without a session or token ("viewer" and "none" routes). */
  anonymous: boolean;
  parameters: Parameter[];
  /** Request body schemas by media type. */
  body: Record<string, Schema>;
  /** Documented answers: status to (media type to schema); an empty map for a body-less answer. */
  responses: Record<string, Record<string, Schema>>;
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  schema: Schema;
}

interface RawOperation {
  operationId: string;
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: Parameter["in"]; required?: boolean; schema: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

const METHODS = ["get", "head", "post", "put", "patch", "delete"];

const schemasOf = (content: Record<string, { schema?: unknown }> | undefined, root: unknown) =>
  Object.fromEntries(
    Object.entries(content ?? {}).map(([type, media]) => [
      type,
      resolveRefs(media.schema ?? {}, root),
    ]),
  );

/** Every operation of the document, in the document's order. */
export function operationsOf(document: {
  paths: Record<string, Record<string, unknown>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => method in item).map((method) => {
      const raw = item[method] as RawOperation;
      // No security requirement, or an empty one among the alternatives, admits anyone.
      const anonymous =
        !raw.security?.length || raw.security.some((s) => Object.keys(s).length === 0);
      return {
        id: raw.operationId,
        method: method.toUpperCase(),
        path,
        anonymous,
        parameters: (raw.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required ?? false,
          schema: resolveRefs(p.schema, document),
        })),
        body: schemasOf(raw.requestBody?.content, document),
        responses: Object.fromEntries(
          Object.entries(raw.responses).map(([status, answer]) => [
            status,
            schemasOf(answer.content, document),
          ]),
        ),
      };
    }),
  );
}

/** An operation that answers an endless server-sent event stream when it succeeds. */
export const isEventStream = (op: Operation): boolean =>
  Object.values(op.responses).some((answer) => "text/event-stream" in answer);

/**
 * The order the fuzzer calls operations in: deletions last (they remove the resources the other
 * operations are given), and signing out everywhere after everything else.
 */
export function fuzzOrder(operations: Operation[]): Operation[] {
  const rank = (op: Operation) =>
    op.path === "/api/sessions"
      ? 3
      : op.method === "DELETE"
        ? 2
        : op.path.startsWith("/api/auth/")
          ? 1
          : 0;
  return [...operations].sort((a, b) => rank(a) - rank(b));
}
