import { describe, expect, it } from "vitest";
import { z } from "zod";
import { answer, declare, type Declaration } from "@/lib/api/contract";
import { GET as healthRoute } from "@/app/api/health/route";
import { checkResponse } from "../support/response-contract";

// What the suite's response check holds every route to (tests/support/validated-routes.ts wraps
// each route module a test imports): here with a route made for the purpose.
const item = z.strictObject({ id: z.number().int(), title: z.string(), tags: z.array(z.string()) });

const declaration = (responses: Declaration["responses"]): Declaration => ({
  access: "none",
  tag: "Operations",
  summary: "An example",
  responses,
});

const exampleRoute = (responses: Declaration["responses"]) => ({
  path: "/api/example",
  module: { GET: declare(async () => new Response(null), declaration(responses)) },
});

const json = (body: unknown, status = 200) => Response.json(body, { status });

describe("a route's answers are checked against its contract", () => {
  const route = exampleRoute({ 200: answer("The item", item) });

  it("passes a body its schema describes", async () => {
    await expect(
      checkResponse(route, "get", json({ id: 1, title: "Demo", tags: ["a"] })),
    ).resolves.toBeUndefined();
  });

  it("fails a field the schema lacks", async () => {
    await expect(
      checkResponse(route, "get", json({ id: 1, title: "Demo", tags: [], secret: "x" })),
    ).rejects.toThrow(/must NOT have additional properties.*secret/);
  });

  it("fails a missing field and a wrong type", async () => {
    await expect(checkResponse(route, "get", json({ id: 1, tags: [] }))).rejects.toThrow(
      /must have required property.*title/,
    );
    await expect(
      checkResponse(route, "get", json({ id: "1", title: "Demo", tags: [] })),
    ).rejects.toThrow(/\/id must be integer/);
  });

  it("fails a status the route does not declare", async () => {
    await expect(checkResponse(route, "get", json({ id: 1 }, 418))).rejects.toThrow(
      /answered 418, which it does not declare/,
    );
  });

  it("checks error answers against the error body", async () => {
    await expect(
      checkResponse(route, "get", json({ message: "Boom", code: "internal_error" }, 500)),
    ).resolves.toBeUndefined();
    await expect(checkResponse(route, "get", json({ error: "Boom" }, 500))).rejects.toThrow(
      /refuses/,
    );
  });

  it("fails JSON where the answer has no schema (a deleted response schema)", async () => {
    const withoutSchema = exampleRoute({ 200: answer("The item") });
    await expect(
      checkResponse(withoutSchema, "get", json({ id: 1, title: "Demo", tags: [] })),
    ).rejects.toThrow(/no schema for/);
    await expect(
      checkResponse(withoutSchema, "get", new Response(null, { status: 200 })),
    ).resolves.toBeUndefined();
  });

  it("wraps the route modules the tests import", () => {
    expect(healthRoute.name).toBe("wrapped");
    expect("contract" in healthRoute).toBe(true);
  });
});
