import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/app/api/openapi.json/document";
import { GET as openApiRoute } from "@/app/api/openapi.json/route";
import { ERROR_CODES } from "@/lib/errors";
import { formattedRouteIndex, INDEX_FILE } from "@/scripts/route-index";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const root = process.cwd();

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/**
 * The URL path of a route folder, written as OpenAPI writes it: `[id]` is `{id}`, and a catch-all
 * (`[...nextauth]`, `[[...slug]]`) is one parameter named after it, `{nextauth}`, standing for one
 * or more segments. Route groups `(name)` are not part of the URL.
 */
function openApiPath(file: string): string {
  const folder = path.relative(path.join(root, "app"), path.dirname(file));
  const segments = folder
    .split(path.sep)
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) => segment.replace(/^\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}$/, "{$1}"));
  return `/${segments.join("/")}`;
}

/** The HTTP methods a route module exports, however it exports them. */
function exportedMethods(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/export\s+(?:async\s+)?(?:const|function)\s+([A-Z]+)\b/g)) {
    found.add(match[1] ?? "");
  }
  for (const match of source.matchAll(/export\s+(?:const\s+)?\{([^}]*)\}/g)) {
    for (const name of (match[1] ?? "").split(","))
      found.add(
        name
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? "",
      );
  }
  return [...found].filter((name) => (METHODS as readonly string[]).includes(name));
}

const routes = routeFiles(path.join(root, "app", "api")).flatMap((file) =>
  exportedMethods(readFileSync(file, "utf8")).map((method) => `${method} ${openApiPath(file)}`),
);

/**
 * The endpoints docs/api.md documents: every heading naming one or more methods and a path, as in
 * "### GET /api/videos/{id}", "### POST /api/favorites/{videoId} and DELETE /api/favorites/{videoId}"
 * or "### GET and HEAD /api/videos/{id}/download"; a query string after the path is ignored.
 */
function documentedEndpoints(markdown: string): Set<string> {
  const endpoints = new Set<string>();
  for (const heading of markdown.split("\n").filter((line) => /^#{2,4} /.test(line))) {
    let pending: string[] = [];
    for (const word of heading.replace(/`/g, "").split(/\s+/)) {
      if ((METHODS as readonly string[]).includes(word)) pending.push(word);
      else if (word.startsWith("/api/")) {
        const pathOnly = (word.split("?")[0] ?? word).replace(/[,.;:]$/, "");
        for (const method of pending) endpoints.add(`${method} ${pathOnly}`);
        pending = [];
      }
    }
  }
  return endpoints;
}

const apiDoc = readFileSync(path.join(root, "docs", "api.md"), "utf8");
const document = openApiDocument();
const operations = Object.entries(document.paths ?? {}).flatMap(([p, item]) =>
  METHODS.filter((m) => m.toLowerCase() in item).map((m) => `${m} ${p}`),
);

/**
 * Answers of 400 and above that are not `{ message, code }`: a Range past the end (416, empty) and
 * the deep health check's report of what failed (503).
 */
const NOT_ERROR_BODIES = new Set(["416", "get /api/health 503"]);
/** Routes a library answers in its own formats (Auth.js): no `{ message, code }` answers at all. */
const LIBRARY_ROUTES = new Set(["get /api/auth/{nextauth}", "post /api/auth/{nextauth}"]);

type Responses = Record<string, { content?: Record<string, unknown> }>;
const responsesOf = (method: string, p: string): Responses =>
  (document.paths?.[p] as Record<string, { responses: Responses }> | undefined)?.[method]
    ?.responses ?? {};

/** Whether a documented media type or range (`video/*`) covers a served type. */
const covers = (documented: string[], served: string) =>
  documented.some((type) => type === served || type === `${served.split("/")[0]}/*`);

describe("the API contract", () => {
  it("finds the routes and the documented endpoints", () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toContain("GET /api/videos/{id}");
    expect(routes).toContain("POST /api/auth/{nextauth}");
    expect(documentedEndpoints(apiDoc).size).toBeGreaterThan(60);
  });

  it("the OpenAPI document has every route and method under app/api, and nothing else", () => {
    expect(routes.filter((r) => !operations.includes(r))).toEqual([]);
    expect(operations.filter((o) => !routes.includes(o))).toEqual([]);
  });

  it("docs/api.md has a heading for every route and method under app/api", () => {
    const documented = documentedEndpoints(apiDoc);
    expect(routes.filter((r) => !documented.has(r))).toEqual([]);
  });

  it("GET /api/openapi.json serves the document, built once", async () => {
    const response = await openApiRoute(new Request("http://localhost/api/openapi.json"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)));
    expect(openApiDocument()).toBe(document);
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(
      JSON.parse(JSON.stringify(document)) as Record<string, unknown>,
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("every operation lists its error answers with the shared error body", () => {
    const errorRef = { $ref: "#/components/schemas/Error" };
    for (const [p, item] of Object.entries(document.paths ?? {})) {
      for (const method of METHODS.map((m) => m.toLowerCase())) {
        const operation = (item as Record<string, { responses?: object }>)[method];
        if (!operation || LIBRARY_ROUTES.has(`${method} ${p}`)) continue;
        const errors = Object.entries(operation.responses ?? {}).filter(
          ([s]) =>
            Number(s) >= 400 && !NOT_ERROR_BODIES.has(s === "416" ? s : `${method} ${p} ${s}`),
        );
        expect(errors.length, `${method} ${p}`).toBeGreaterThan(0);
        for (const [status, response] of errors) {
          const schema = (response as { content?: Record<string, { schema?: unknown }> }).content?.[
            "application/json"
          ]?.schema;
          expect(schema, `${method} ${p} ${status}`).toEqual(errorRef);
        }
      }
    }
    const codes = document.components?.schemas?.ErrorCode as { enum?: string[] } | undefined;
    expect(codes?.enum).toEqual([...ERROR_CODES]);
  });

  it("Auth.js's routes declare its own answers, redirects included, and no error body", () => {
    for (const operation of LIBRARY_ROUTES) {
      const [method = "", p = ""] = operation.split(" ");
      const responses = responsesOf(method, p);
      expect(Object.keys(responses).sort(), operation).toEqual(["200", "302", "400"]);
      // Its JSON (session, CSRF token, providers) has a schema of its own, never the error body.
      expect(Object.keys(responses["200"]?.content ?? {}).sort(), operation).toEqual([
        "application/json",
        "text/html",
      ]);
      expect(JSON.stringify(responses["200"]?.content), operation).not.toContain('"code"');
      for (const status of ["302", "400"]) expect(responses[status]?.content).toBeUndefined();
    }
  });

  it("the media routes declare every type they serve: the original upload before the MP4", () => {
    const served = (p: string) => Object.keys(responsesOf("get", p)["200"]?.content ?? {});
    for (const type of ["video/mp4", "video/webm", "image/jpeg", "image/png", "image/webp"]) {
      expect(covers(served("/api/videos/{id}/media/{kind}"), type), type).toBe(true);
    }
    for (const type of ["video/mp4", "video/webm"]) {
      expect(covers(served("/api/videos/{id}/download"), type), type).toBe(true);
    }
  });

  it("is built from an index of every route module that is current (`npm run gen:routes`)", async () => {
    expect(readFileSync(INDEX_FILE, "utf8")).toBe(await formattedRouteIndex());
  });

  it("every 2xx answer of every operation declares a concrete schema of its body", () => {
    const ANSWERS_WITHOUT_BODY = new Set(["204", "206"]);
    for (const [p, item] of Object.entries(document.paths ?? {})) {
      for (const method of METHODS.map((m) => m.toLowerCase())) {
        const operation = (item as Record<string, { responses?: Responses }>)[method];
        if (!operation || method === "head") continue;
        const successes = Object.entries(operation.responses ?? {}).filter(([s]) => /^2/.test(s));
        expect(successes.length, `${method} ${p}`).toBeGreaterThan(0);
        for (const [status, response] of successes) {
          if (ANSWERS_WITHOUT_BODY.has(status) || LIBRARY_ROUTES.has(`${method} ${p}`)) continue;
          const schemas = Object.values(response.content ?? {}) as { schema?: object }[];
          expect(schemas.length, `${method} ${p} ${status}`).toBeGreaterThan(0);
          for (const { schema } of schemas) {
            expect(schema, `${method} ${p} ${status}`).toBeDefined();
          }
        }
      }
    }
  });

  it("docs/api.md's codes table lists every error code", () => {
    const rows = [...apiDoc.matchAll(/^\| `([a-z_]+)` +\| (\d{3})/gm)].map((m) => m[1]);
    expect([...new Set(rows)].sort()).toEqual([...ERROR_CODES].sort());
  });
});
