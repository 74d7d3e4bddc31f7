import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { Schema } from "./json-schema-arbitrary";
import type { Operation } from "./operations";
import type { FuzzRequest } from "./requests";

export interface FuzzResponse {
  status: number;
  contentType: string;
  text: string;
}

export interface Failure {
  operation: string;
  request: FuzzRequest;
  status: number;
  problem: string;
  body: string;
}

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);
const compiled = new WeakMap<Schema, ValidateFunction>();

function validatorFor(schema: Schema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

const mediaType = (contentType: string) => contentType.split(";")[0]?.trim().toLowerCase() ?? "";

/**
 * What is wrong with an answer, or null: no 500 ever; other 5xx only where the operation
 * documents them (503 "AI not configured", 502 from a provider); the status documented for the
 * operation; a body valid against the documented schema of that status and media type.
 */
export function problemWith(op: Operation, response: FuzzResponse): string | null {
  if (response.status === 500) return "500 Internal Server Error";
  const documented = op.responses[String(response.status)] ?? op.responses.default;
  if (!documented) {
    return `status ${response.status} is not documented (documented: ${Object.keys(op.responses).join(", ")})`;
  }
  if (op.method === "HEAD" || Object.keys(documented).length === 0) return null;
  const type = mediaType(response.contentType);
  // The exact type, else its range (`image/*`), else any (`*/*`), as OpenAPI matches them.
  const schema = documented[type] ?? documented[`${type.split("/")[0]}/*`] ?? documented["*/*"];
  if (!schema) {
    return `content type "${type}" is not documented for ${response.status} (documented: ${Object.keys(documented).join(", ")})`;
  }
  if (type !== "application/json") return null;
  let value: unknown;
  try {
    value = JSON.parse(response.text);
  } catch {
    return "the body is not JSON";
  }
  const validate = validatorFor(schema);
  if (validate(value)) return null;
  const error = validate.errors?.[0];
  return `body does not match the schema: ${error?.instancePath || "(root)"} ${error?.message ?? ""}`;
}
