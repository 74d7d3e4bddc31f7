import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/app/api/openapi.json/document";

type Schema = Record<string, unknown>;

/**
 * Where the keys are someone else's to define: inside the OpenAPI document's own answer (its
 * paths and components are OpenAPI's structure, not ours).
 */
const OPEN_BY_DESIGN = "GET /api/openapi.json 200.";

const isObjectSchema = (schema: Schema) =>
  schema.type === "object" ||
  (Array.isArray(schema.type) && schema.type.includes("object")) ||
  "properties" in schema;

/**
 * Where `schema` has an object that takes keys it does not describe: neither closed
 * (`additionalProperties: false`, z.strictObject) nor a map whose values have a schema (z.record).
 */
function looseObjects(schema: unknown, at: string): string[] {
  if (!schema || typeof schema !== "object") return [];
  const node = schema as Schema;
  const found: string[] = [];
  const extra = node.additionalProperties;
  // `{}` takes any value: a map of anything is as loose as an open object.
  const takesAnything =
    extra === undefined ||
    extra === true ||
    (typeof extra === "object" && extra !== null && Object.keys(extra).length === 0);
  if (isObjectSchema(node) && takesAnything && !at.startsWith(OPEN_BY_DESIGN)) found.push(at);
  const children: Array<[string, unknown]> = [
    ...Object.entries((node.properties as Schema | undefined) ?? {}).map(
      ([key, value]): [string, unknown] => [`${at}.${key}`, value],
    ),
    [`${at}[]`, node.items],
    ...(["anyOf", "oneOf", "allOf", "prefixItems"] as const).flatMap((key) =>
      ((node[key] as unknown[] | undefined) ?? []).map((value, i): [string, unknown] => [
        `${at}|${key}${i}`,
        value,
      ]),
    ),
    [`${at}{}`, typeof extra === "object" ? extra : undefined],
  ];
  for (const [where, child] of children) found.push(...looseObjects(child, where));
  return found;
}

describe("the OpenAPI document's answers", () => {
  const document = openApiDocument();

  it("describe every JSON body with closed objects: no loose response object", () => {
    const loose: string[] = [];
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item as Record<string, Schema>)) {
        const responses = (operation.responses ?? {}) as Record<string, Schema>;
        for (const [status, response] of Object.entries(responses)) {
          const content = (response.content ?? {}) as Record<string, { schema?: unknown }>;
          for (const [type, media] of Object.entries(content)) {
            if (!type.includes("json")) continue;
            loose.push(...looseObjects(media.schema, `${method.toUpperCase()} ${path} ${status}`));
          }
        }
      }
    }
    for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
      loose.push(...looseObjects(schema, `#/components/schemas/${name}`));
    }
    expect(loose).toEqual([]);
  });
});
