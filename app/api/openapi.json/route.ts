import { handler } from "@/lib/api/handler";
import { openApiDocument } from "@/lib/openapi/document";

// GET /api/openapi.json: the OpenAPI 3.1 description of this API, built from the handlers' zod
// schemas once per process
export const GET = handler({ auth: "none", db: false }, async () => openApiDocument());
