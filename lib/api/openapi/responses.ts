import { z } from "zod";

/** OpenAPI's own structures (operations, schemas, security schemes), by name: not ours to close. */
const byName = z.record(z.string(), z.unknown());

/** GET /api/openapi.json: the OpenAPI 3.1 document, built from every route's declaration. */
export const openApiDocumentResponse = z.strictObject({
  openapi: z.string().describe("The OpenAPI version, `3.1.0`"),
  info: z.strictObject({ title: z.string(), version: z.string(), description: z.string() }),
  components: z.strictObject({
    securitySchemes: byName,
    schemas: byName,
    parameters: byName,
  }),
  paths: z.record(z.string(), byName).describe("Each path's operations, by method"),
  webhooks: byName,
});
