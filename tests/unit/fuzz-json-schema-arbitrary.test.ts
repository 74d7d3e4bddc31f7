import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  invalidArbitrary,
  resolveRefs,
  schemaArbitrary,
  type Schema,
} from "@/tests/e2e/fuzz/json-schema-arbitrary";

const ajv = new Ajv2020({ strict: false });
addFormats(ajv);

/** The shapes our OpenAPI document uses, as zod-to-openapi writes them. */
const document = {
  components: { schemas: { Code: { type: "string", enum: ["a", "b"] } } },
  body: {
    type: "object",
    properties: {
      content: { type: "string", minLength: 1, maxLength: 5000 },
      timestamp: { type: ["integer", "null"], minimum: 0 },
      parentId: { type: ["integer", "null"], exclusiveMinimum: 0, maximum: 9007199254740991 },
      sessionId: { type: "string", pattern: "^[A-Za-z0-9_-]{8,64}$" },
      ranges: {
        type: "array",
        items: { type: "array", prefixItems: [{ type: "number", minimum: 0, maximum: 10 }] },
        maxItems: 100,
      },
      expiresAt: { anyOf: [{ type: "string", format: "date-time" }, { type: "null" }] },
      code: { $ref: "#/components/schemas/Code" },
    },
    required: ["content", "code"],
  },
};

describe("the fuzzer's JSON Schema arbitraries", () => {
  const schema = resolveRefs(document.body, document);

  it("inline $refs", () => {
    expect(schema.properties?.code).toEqual({ type: "string", enum: ["a", "b"] });
  });

  it("yield only valid values when not fuzzing, edges included", () => {
    const validate = ajv.compile(schema);
    const values = fc.sample(schemaArbitrary(schema, { fuzz: false }), { seed: 1, numRuns: 300 });
    for (const value of values) expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
    const timestamps = values.map((v) => (v as { timestamp?: unknown }).timestamp);
    expect(timestamps).toContain(3_000_000_000);
  });

  it("yield mostly valid values when fuzzing, and some invalid ones", () => {
    const validate = ajv.compile(schema);
    const values = fc.sample(schemaArbitrary(schema, { fuzz: true }), { seed: 2, numRuns: 300 });
    const valid = values.filter((value) => validate(value)).length;
    expect(valid).toBeGreaterThan(60);
    expect(valid).toBeLessThan(300);
  });

  it("make invalid values that break the bounds", () => {
    const bounded: Schema = { type: "string", minLength: 1, maxLength: 5 };
    const refused = fc
      .sample(invalidArbitrary(bounded), { seed: 3, numRuns: 50 })
      .filter((value) => !ajv.validate(bounded, value));
    expect(refused.length).toBeGreaterThan(40);
    expect(refused).toContain("zzzzzz");
  });
});
