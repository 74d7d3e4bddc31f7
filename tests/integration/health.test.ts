import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { useTestDatabase } from "../support/test-database";

useTestDatabase();

describe("GET /api/health", () => {
  it("answers ok without the database", async () => {
    const response = await GET(new Request("http://127.0.0.1/api/health"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("checks the database and storage with ?deep=1", async () => {
    const response = await GET(new Request("http://127.0.0.1/api/health?deep=1"));
    expect(await response.json()).toEqual({ status: "ok", database: "ok", storage: "ok" });
  });
});
