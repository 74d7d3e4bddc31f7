import fc, { type Arbitrary } from "fast-check";

/**
 * fast-check arbitraries from the JSON Schema 2020-12 subset our OpenAPI document uses (what
 * zod-to-openapi writes for our zod schemas): `type` (one or a list), `enum`, `const`, `anyOf`,
 * `properties` / `required` / `additionalProperties`, `items` / `prefixItems` / `minItems` /
 * `maxItems`, string `minLength` / `maxLength` / `pattern` / `format` (date-time, date, uuid) and
 * numeric `minimum` / `maximum` / `exclusiveMinimum`. `$ref`s are inlined first (resolveRefs).
 *
 * No maintained library fits: json-schema-fast-check targets fast-check 1 and draft-07,
 * zod-fast-check zod 3, and the fuzzer starts from the served document, not the zod schemas.
 */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  items?: Schema;
  prefixItems?: Schema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/**
 * Values to use instead of the schema's for some object properties: real ids where a property
 * names another resource (`parentId`), so requests get past the 404s.
 */
export type PropertyOverride = (name: string) => Arbitrary<unknown> | undefined;

/** Copies a schema with every local `$ref` (`#/components/...`) replaced by what it points at. */
export function resolveRefs(schema: unknown, root: unknown, depth = 0): Schema {
  if (depth > 20) throw new Error("$ref nesting too deep (a recursive schema?)");
  if (Array.isArray(schema)) return schema.map((s) => resolveRefs(s, root, depth + 1)) as Schema;
  if (schema === null || typeof schema !== "object") return schema as Schema;
  const { $ref, ...rest } = schema as Record<string, unknown>;
  const resolved: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest))
    resolved[key] = resolveRefs(value, root, depth + 1);
  if (typeof $ref !== "string") return resolved as Schema;
  const target = $ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], root);
  if (target === undefined) throw new Error(`unresolved $ref ${$ref}`);
  return { ...resolveRefs(target, root, depth + 1), ...resolved };
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
/** Integers where storage and parsing break: 32-bit limits, past them, the edge of doubles. */
const INTEGER_EDGES = [0, 1, -1, 2 ** 31 - 1, 2 ** 31, 3_000_000_000, 2 ** 32, MAX_SAFE, 2 ** 53];

const lowerBound = (s: Schema, integer: boolean): number =>
  s.minimum ??
  (s.exclusiveMinimum === undefined
    ? -MAX_SAFE
    : s.exclusiveMinimum + (integer ? 1 : Number.EPSILON));
const upperBound = (s: Schema, integer: boolean): number =>
  s.maximum ??
  (s.exclusiveMaximum === undefined
    ? MAX_SAFE
    : s.exclusiveMaximum - (integer ? 1 : Number.EPSILON));

function integerArbitrary(s: Schema): Arbitrary<number> {
  const min = Math.ceil(lowerBound(s, true));
  const max = Math.floor(upperBound(s, true));
  const edges = [min, max, ...INTEGER_EDGES].filter((n) => n >= min && n <= max);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...edges) },
    { weight: 2, arbitrary: fc.integer({ min: Math.max(min, -1000), max: Math.min(max, 1000) }) },
    { weight: 2, arbitrary: fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number) },
  );
}

function numberArbitrary(s: Schema): Arbitrary<number> {
  const min = lowerBound(s, false);
  const max = upperBound(s, false);
  const edges = [min, max, 0, 0.5, 1e-9, 86_400, 3_000_000_000].filter((n) => n >= min && n <= max);
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...edges) },
    { weight: 2, arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }) },
    {
      weight: 1,
      arbitrary: integerArbitrary({ minimum: Math.ceil(min), maximum: Math.floor(max) }),
    },
  );
}

const dates = fc.date({
  min: new Date("1970-01-01T00:00:00Z"),
  max: new Date("2200-01-01T00:00:00Z"),
  noInvalidDate: true,
});

function stringArbitrary(s: Schema): Arbitrary<string> {
  if (s.format === "date-time") return dates.map((d) => d.toISOString());
  if (s.format === "date") return dates.map((d) => d.toISOString().slice(0, 10));
  if (s.format === "uuid") return fc.uuid();
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 10_000;
  const short = Math.min(max, min + 24);
  const sized = (unit: "grapheme" | "binary-ascii") =>
    fc.string({ unit, minLength: min, maxLength: short });
  return fc.oneof(
    { weight: 3, arbitrary: sized("grapheme") },
    { weight: 2, arbitrary: sized("binary-ascii") },
    // Exactly at each bound, in one and in several UTF-16 units per character.
    { weight: 1, arbitrary: fc.constantFrom("x".repeat(min), "y".repeat(max), "é".repeat(min)) },
    { weight: 1, arbitrary: fc.constantFrom("😀".repeat(Math.max(min, 1)), " ".repeat(min)) },
  );
}

function objectArbitrary(
  s: Schema,
  fuzz: boolean,
  override?: PropertyOverride,
): Arbitrary<unknown> {
  const properties = s.properties ?? {};
  if (Object.keys(properties).length === 0 && s.additionalProperties !== false) {
    return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), {
      maxKeys: 4,
    });
  }
  const model: Record<string, Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    const own = schemaArbitrary(property, { fuzz, override });
    const real = override?.(name);
    model[name] = real
      ? fc.oneof({ weight: 3, arbitrary: real }, { weight: 1, arbitrary: own })
      : own;
  }
  const required = s.required ?? [];
  const complete = fc.record(model, { requiredKeys: required });
  if (!fuzz) return complete;
  // Missing required fields, and a field the schema does not name.
  return fc.oneof(
    { weight: 6, arbitrary: complete },
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(complete, fc.jsonValue({ maxDepth: 1 }))
        .map(([value, extra]) => ({ ...(value as object), unexpected: extra })),
    },
  );
}

function arrayArbitrary(s: Schema, fuzz: boolean, override?: PropertyOverride): Arbitrary<unknown> {
  if (s.prefixItems) {
    return fc.tuple(...s.prefixItems.map((item) => schemaArbitrary(item, { fuzz, override })));
  }
  const minLength = s.minItems ?? 0;
  const maxLength = s.maxItems ?? 20;
  const item = s.items
    ? schemaArbitrary(s.items, { fuzz, override })
    : fc.jsonValue({ maxDepth: 1 });
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.array(item, { minLength, maxLength: Math.min(maxLength, minLength + 5) }),
    },
    { weight: 1, arbitrary: fc.array(item, { minLength: maxLength, maxLength }) },
  );
}

/** What a value of exactly one JSON type (the schema's other keywords applying) may be. */
function typedArbitrary(s: Schema, type: string, fuzz: boolean, override?: PropertyOverride) {
  switch (type) {
    case "string":
      return stringArbitrary(s);
    case "integer":
      return integerArbitrary(s);
    case "number":
      return numberArbitrary(s);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "object":
      return objectArbitrary(s, fuzz, override);
    case "array":
      return arrayArbitrary(s, fuzz, override);
    default:
      throw new Error(`unsupported JSON Schema type ${type}`);
  }
}

/** Values the schema refuses: another type, one past a bound, an unknown enum member. */
export function invalidArbitrary(s: Schema): Arbitrary<unknown> {
  const wrong: unknown[] = [
    null,
    true,
    "",
    "not a number",
    -1,
    1.5,
    3_000_000_000,
    2 ** 53,
    [],
    {},
  ];
  if (s.maxLength !== undefined) wrong.push("z".repeat(s.maxLength + 1));
  if (s.minLength) wrong.push("z".repeat(s.minLength - 1));
  if (s.maximum !== undefined) wrong.push(s.maximum + 1);
  if (s.minimum !== undefined) wrong.push(s.minimum - 1, s.minimum - 0.5);
  if (s.exclusiveMinimum !== undefined) wrong.push(s.exclusiveMinimum);
  if (s.enum) wrong.push("unknown-member", String(s.enum[0]).toUpperCase());
  if (s.maxItems !== undefined) wrong.push(Array.from({ length: s.maxItems + 1 }, () => 0));
  return fc.constantFrom(...wrong);
}

/**
 * An arbitrary for the schema. `fuzz: false` yields only valid values, biased to the edges;
 * `fuzz: true` mostly valid ones, with invalid values at any depth (wrong types, out of range,
 * missing fields) about one time in seven.
 */
export function schemaArbitrary(
  s: Schema,
  options: { fuzz: boolean; override?: PropertyOverride },
): Arbitrary<unknown> {
  const { fuzz, override } = options;
  const valid = validArbitrary(s, fuzz, override);
  if (!fuzz) return valid;
  return fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: invalidArbitrary(s) });
}

function validArbitrary(s: Schema, fuzz: boolean, override?: PropertyOverride): Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    const { anyOf: _a, oneOf: _o, ...siblings } = s;
    return fc.oneof(...branches.map((b) => validArbitrary({ ...siblings, ...b }, fuzz, override)));
  }
  const types = s.type === undefined ? [] : [s.type].flat();
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => typedArbitrary(s, type, fuzz, override)));
}
