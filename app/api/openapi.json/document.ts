import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { buildOpenApiDocument, type OpenApiDocument } from "@/lib/api/openapi/document";
import { openApiDocumentResponse } from "@/lib/api/openapi/responses";
import { routeModules } from "./routes.generated";

/**
 * The document's own route, declared here rather than in route.ts: the document is built from
 * every route module, this one included, and a route module importing the index of all of them
 * would import itself.
 */
export const openApiRoute = handler(
  {
    auth: "none",
    db: false,
    tag: "Operations",
    summary: "This document",
    responses: { 200: answer("OpenAPI 3.1", openApiDocumentResponse) },
  },
  async () => openApiDocument(),
);

let cached: OpenApiDocument | undefined;

/** Built on first use and kept: the declarations cannot change while the process runs. */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument([
    ...routeModules,
    { path: "/api/openapi.json", module: { GET: openApiRoute } },
  ]);
  return cached;
}
