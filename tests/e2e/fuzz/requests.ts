import fc, { type Arbitrary } from "fast-check";
import { schemaArbitrary, type PropertyOverride, type Schema } from "./json-schema-arbitrary";
import type { Operation, Parameter } from "./operations";
import { TINY_PNG } from "./samples";
import { hostileTextMedia } from "../../support/hostile-media";

/** Nothing listens there: a request that reached it would fail, never be answered. */
const HOSTILE = hostileTextMedia({ canaryUrl: "http://127.0.0.1:9/canary" }).map((f) => f.bytes);

/** The resources the fuzzer made first, whose ids it hands to the operations that name them. */
export type ResourceKind =
  | "video"
  | "comment"
  | "reaction"
  | "attachment"
  | "document"
  | "token"
  | "upload"
  | "attachmentFile"
  | "shareUrl"
  | "authAction"
  | "workspace"
  | "folder"
  | "invite"
  | "inviteToken"
  | "member"
  | "link"
  | "webhook";
export type Pools = Partial<Record<ResourceKind, (string | number)[]>>;

export interface FilePart {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export type FuzzBody =
  | { kind: "json"; value: unknown }
  | { kind: "raw"; contentType: string; text: string }
  | { kind: "multipart"; fields: Record<string, string | FilePart> }
  | { kind: "bytes"; buffer: Buffer };

export interface FuzzRequest {
  method: string;
  /** Path and query string. */
  url: string;
  headers: Record<string, string>;
  body?: FuzzBody;
}

/** The kind of resource a parameter names: by its name, else by the path segment before it. */
const SEGMENT_KINDS: Record<string, ResourceKind> = {
  videos: "video",
  favorites: "video",
  comments: "comment",
  reactions: "reaction",
  attachments: "attachment",
  "ai-documents": "document",
  tokens: "token",
  uploads: "upload",
  workspaces: "workspace",
  folders: "folder",
  webhooks: "webhook",
  links: "link",
};
const NAME_KINDS: Record<string, ResourceKind> = {
  videoId: "video",
  commentId: "comment",
  parentId: "comment",
  file: "attachmentFile",
  url: "shareUrl",
  nextauth: "authAction",
  wid: "workspace",
  workspaceId: "workspace",
  workspace: "workspace",
  folderId: "folder",
  inviteId: "invite",
  token: "inviteToken",
  userId: "member",
  linkId: "link",
};

function kindOf(path: string, parameter: string): ResourceKind | undefined {
  if (NAME_KINDS[parameter]) return NAME_KINDS[parameter];
  const segments = path.split("/");
  const index = segments.indexOf(`{${parameter}}`);
  return index > 0 ? SEGMENT_KINDS[segments[index - 1] ?? ""] : undefined;
}

/** Mostly a real resource of that kind (when there is one), else anything the schema suggests. */
function withPool(own: Arbitrary<unknown>, pool: readonly (string | number)[] | undefined) {
  if (!pool?.length) return own;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...pool) },
    { weight: 1, arbitrary: own },
  );
}

const asText = (value: unknown): string =>
  typeof value === "string" ? value : value === undefined ? "" : JSON.stringify(value);

/** A path segment that still reaches the route: not empty, not `.` or `..` (URLs fold those). */
const reachesRoute = (segment: string) => segment !== "" && segment !== "." && segment !== "..";

function parameterArbitrary(op: Operation, p: Parameter, pools: Pools): Arbitrary<unknown> {
  const kind = kindOf(op.path, p.name);
  const own = schemaArbitrary(p.schema, { fuzz: true });
  return withPool(own, kind && pools[kind]);
}

function queryArbitrary(op: Operation, pools: Pools): Arbitrary<string> {
  const model: Record<string, Arbitrary<unknown>> = {};
  const query = op.parameters.filter((p) => p.in === "query");
  for (const p of query) model[p.name] = parameterArbitrary(op, p, pools);
  const required = query.filter((p) => p.required).map((p) => p.name);
  return fc
    .oneof(
      { weight: 6, arbitrary: fc.record(model, { requiredKeys: required }) },
      { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
    )
    .map((values) => {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(values)) search.set(name, asText(value));
      const text = search.toString();
      return text ? `?${text}` : "";
    });
}

function pathArbitrary(op: Operation, pools: Pools): Arbitrary<string> {
  const names = op.parameters.filter((p) => p.in === "path");
  const model: Record<string, Arbitrary<string>> = {};
  for (const p of names) {
    // A catch-all parameter stands for one or more segments; the others are one segment each.
    const segments = (text: string) => (p.name === "nextauth" ? text.split("/") : [text]);
    model[p.name] = parameterArbitrary(op, p, pools)
      .map(asText)
      .filter((text) => segments(text).every(reachesRoute))
      .map((text) => segments(text).map(encodeURIComponent).join("/"));
  }
  return fc
    .record(model)
    .map((values) => op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? ""));
}

function fileArbitrary(webm: Buffer): Arbitrary<FilePart> {
  return fc.record({
    name: fc.constantFrom(
      "recording.webm",
      "image.png",
      "no-extension",
      "ünïcode name.jpg",
      "../../etc/passwd",
    ),
    mimeType: fc.constantFrom(
      "video/webm",
      "image/png",
      "image/jpeg",
      "application/octet-stream",
      "text/plain",
    ),
    buffer: fc.oneof(
      fc.constantFrom(TINY_PNG, webm, Buffer.alloc(0)),
      // Playlists, scripts and descriptors that would make ffmpeg read another file or a URL:
      // every route must refuse them with a documented answer.
      fc.constantFrom(...HOSTILE),
      fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
    ),
  });
}

/** A form: each field a text value or a file (files travel as strings in the document). */
function multipartArbitrary(schema: Schema, webm: Buffer): Arbitrary<FuzzBody> {
  const model: Record<string, Arbitrary<string | FilePart>> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const text = schemaArbitrary(property, { fuzz: true }).map(asText);
    model[name] = fc.oneof(text, fileArbitrary(webm));
  }
  const required = schema.required ?? [];
  return fc
    .oneof(
      { weight: 6, arbitrary: fc.record(model, { requiredKeys: required }) },
      { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
    )
    .map((record): FuzzBody => {
      const fields: Record<string, string | FilePart> = {};
      for (const [name, value] of Object.entries(record))
        if (value !== undefined) fields[name] = value;
      return { kind: "multipart", fields };
    });
}

/** Bodies that are not JSON though they say so, and JSON sent under another type. */
const malformedJson: Arbitrary<FuzzBody> = fc.oneof(
  fc
    .constantFrom("{", "", "null", "[]", '"text"', "1e999", '{"a":', "\u0000", "{}".repeat(3))
    .map((text) => ({ kind: "raw" as const, contentType: "application/json", text })),
  fc
    .constantFrom(
      "text/plain",
      "application/x-www-form-urlencoded",
      "application/json; charset=latin1",
    )
    .map((contentType) => ({ kind: "raw" as const, contentType, text: '{"a":1}' })),
);

function bodyArbitrary(op: Operation, pools: Pools, webm: Buffer): Arbitrary<FuzzBody | undefined> {
  const override: PropertyOverride = (name) => {
    const kind = NAME_KINDS[name];
    const pool = kind && pools[kind];
    return pool?.length ? fc.constantFrom(...pool) : undefined;
  };
  const options: Arbitrary<FuzzBody | undefined>[] = [];
  for (const [type, schema] of Object.entries(op.body)) {
    if (type === "application/json") {
      const json = schemaArbitrary(schema, { fuzz: true, override }).map((value): FuzzBody => ({
        kind: "json",
        value,
      }));
      options.push(
        fc.oneof({ weight: 8, arbitrary: json }, { weight: 1, arbitrary: malformedJson }),
      );
    } else if (type === "multipart/form-data") {
      options.push(multipartArbitrary(schema, webm));
    } else {
      const bytes = fc
        .uint8Array({ maxLength: 512 })
        .map((b): FuzzBody => ({ kind: "bytes", buffer: Buffer.from(b) }));
      options.push(bytes);
    }
  }
  return options.length ? fc.oneof(...options) : fc.constant(undefined);
}

/** Headers of an anonymous caller: an anonymous viewer id, and a video's unlock cookie. */
const anonymousHeaders: Arbitrary<{ userId?: string; unlock?: string }> = fc.record(
  {
    userId: fc.constantFrom(
      "dev-user-123456",
      "dev-user-",
      "someone",
      "dev-user-99999999999999999999999",
    ),
    unlock: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("1.abc", "abc.def.ghi")),
  },
  { requiredKeys: [] },
);

/** Requests for one operation: its path, query, body and, for anonymous callers, headers. */
export function requestArbitrary(
  op: Operation,
  pools: Pools,
  options: { anonymous: boolean; webm: Buffer },
): Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathArbitrary(op, pools),
      query: queryArbitrary(op, pools),
      body: bodyArbitrary(op, pools, options.webm),
      extra: options.anonymous ? anonymousHeaders : fc.constant({}),
    })
    .map(({ path, query, body, extra }) => {
      const headers: Record<string, string> = {};
      const { userId, unlock } = extra as { userId?: string; unlock?: string };
      if (userId !== undefined) headers["x-user-id"] = userId;
      const videoId = /^\/api\/videos\/(\d+)/.exec(path)?.[1];
      // Only ASCII travels in a header; the cookie value is sent as the browser would hold it.
      if (unlock !== undefined && videoId) {
        headers.cookie = `demoreel_unlock_${videoId}=${unlock.replace(/[^\x21-\x7e]/g, "")}`;
      }
      return { method: op.method, url: `${path}${query}`, headers, body };
    });
}
