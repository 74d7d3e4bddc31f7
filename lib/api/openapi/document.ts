import "server-only";
import { OpenApiGeneratorV31, OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { declarationOf } from "@/lib/api/contract";
import { addOperation, type Method } from "./registry";

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31["generateDocument"]>;

/** A route module and the URL path its file stands for, written as OpenAPI writes it. */
export interface RouteModule {
  path: string;
  module: Readonly<Record<string, unknown>>;
}

const METHODS: readonly Method[] = ["get", "head", "post", "put", "patch", "delete"];

/**
 * The OpenAPI document of these route modules: every method a module exports is an operation,
 * described by the declaration its handler carries (lib/api/contract.ts); a method without one is
 * a mistake, and fails the build of the document.
 */
export function buildOpenApiDocument(routes: readonly RouteModule[]): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "sessionCookie", {
    type: "apiKey",
    in: "cookie",
    name: "authjs.session-token",
    description: "The Auth.js session of the browser (`__Secure-` prefixed over HTTPS)",
  });
  registry.registerComponent("securitySchemes", "bearerToken", {
    type: "http",
    scheme: "bearer",
    description: "An API token (`drl_...`) made with POST /api/tokens",
  });
  registry.registerComponent("securitySchemes", "anonymousId", {
    type: "apiKey",
    in: "header",
    name: "X-User-ID",
    description: "An anonymous viewer (`dev-user-<digits>`): counts views, grants nothing",
  });
  for (const { path, module } of routes) {
    for (const method of METHODS) {
      const exported = module[method.toUpperCase()];
      if (exported === undefined) continue;
      const declaration = declarationOf(exported);
      if (!declaration) throw new Error(`${method.toUpperCase()} ${path} declares no contract`);
      addOperation(registry, method, path, declaration);
    }
  }
  return requirePathParameters(
    new OpenApiGeneratorV31(registry.definitions).generateDocument({
      openapi: "3.1.0",
      info: {
        title: "Demoreel API",
        version: "1",
        description:
          "Generated from the zod schemas the route handlers parse with. Every error answers " +
          "`{ message, code }`; see docs/api.md for the prose reference and the codes table.",
      },
    }),
  );
}

/**
 * A path parameter is always required (OpenAPI insists); the generator derives `required` from the
 * zod input type, and a coerced number's input is `unknown`, which it reads as optional.
 */
function requirePathParameters(document: OpenApiDocument): OpenApiDocument {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item as Record<string, { parameters?: unknown[] }>)) {
      for (const parameter of operation.parameters ?? []) {
        const p = parameter as { in?: string; required?: boolean };
        if (p.in === "path") p.required = true;
      }
    }
  }
  return document;
}
