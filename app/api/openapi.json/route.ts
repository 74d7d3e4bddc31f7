import { openApiRoute } from "./document";

// GET /api/openapi.json: the OpenAPI 3.1 description of this API, built from the contracts every
// route declares (lib/api/contract.ts) once per process
export const GET = openApiRoute;
