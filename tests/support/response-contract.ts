// Checks a route's real answer against the OpenAPI document made from its declaration: the status
// is one the operation lists, and a JSON body matches that status's schema (every object in a
// response schema is closed, so a field the schema lacks fails as surely as a missing one). The
// integration suite's route modules are wrapped with this (tests/support/validated-routes.ts).
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import {
  buildOpenApiDocument,
  type OpenApiDocument,
  type RouteModule,
} from "@/lib/api/openapi/document";

type Method = "get" | "head" | "post" | "put" | "patch" | "delete";
type RouteFunction = (...args: never[]) => Promise<Response> | Response;

interface OperationResponse {
  content?: Record<string, { schema?: object }>;
}

const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
addFormats(ajv);
// OpenAPI keywords that constrain nothing here; `components` holds what references point at.
ajv.addVocabulary(["example", "discriminator", "components"]);

interface Checked {
  document: OpenApiDocument;
  validators: Map<string, ValidateFunction>;
}

/** Each route module's document and compiled schemas, made on its first answer. */
const checked = new WeakMap<object, Checked>();

function checkedOf(route: RouteModule): Checked {
  let entry = checked.get(route.module);
  if (!entry) {
    entry = { document: buildOpenApiDocument([route]), validators: new Map() };
    checked.set(route.module, entry);
  }
  return entry;
}

function validatorOf(entry: Checked, key: string, schema: object): ValidateFunction {
  let validate = entry.validators.get(key);
  if (!validate) {
    // The schema's `#/components/...` references resolve against the document's components.
    validate = ajv.compile({ ...schema, components: entry.document.components });
    entry.validators.set(key, validate);
  }
  return validate;
}

const isJson = (response: Response) =>
  /^application\/(.+\+)?json\b/i.test(response.headers.get("content-type") ?? "");

/**
 * Throws when `response` is not what `method path` declares: a status the operation does not
 * list, a JSON body where it declares none, or a body its schema refuses.
 */
export async function checkResponse(
  route: RouteModule,
  method: Method,
  response: Response,
): Promise<void> {
  const entry = checkedOf(route);
  const { document } = entry;
  const name = `${method.toUpperCase()} ${route.path}`;
  const operation = (document.paths?.[route.path] as Record<string, unknown> | undefined)?.[
    method
  ] as { responses?: Record<string, OperationResponse> } | undefined;
  if (!operation) throw new Error(`${name} is not in the OpenAPI document`);
  const declared = operation.responses?.[String(response.status)];
  if (!declared) {
    const listed = Object.keys(operation.responses ?? {}).join(", ");
    throw new Error(`${name} answered ${response.status}, which it does not declare (${listed})`);
  }
  if (method === "head" || !isJson(response) || response.body === null) return;
  const schema = declared.content?.["application/json"]?.schema;
  if (!schema) {
    throw new Error(`${name} answered ${response.status} with JSON its contract has no schema for`);
  }
  const text = await response.clone().text();
  if (text === "") return;
  const validate = validatorOf(entry, `${method} ${response.status}`, schema);
  const body: unknown = JSON.parse(text);
  if (!validate(body)) {
    const problems = (validate.errors ?? [])
      .map(
        (error) =>
          `${error.instancePath || "(body)"} ${error.message ?? ""} ${JSON.stringify(error.params)}`,
      )
      .join("; ");
    throw new Error(
      `${name} answered ${response.status} with a body its schema refuses: ${problems}`,
    );
  }
}

/** `route`'s `method` export, checking every answer it gives; absent when the module has none. */
export function validatedRoute<F extends RouteFunction>(
  route: RouteModule,
  method: Method,
): F | undefined {
  const real = route.module[method.toUpperCase()] as F | undefined;
  if (typeof real !== "function") return real;
  const wrapped = async (...args: Parameters<F>) => {
    const response = await real(...args);
    await checkResponse(route, method, response);
    return response;
  };
  // The declaration travels with the export, so the OpenAPI document sees the same route.
  return Object.assign(wrapped, real) as unknown as F;
}
