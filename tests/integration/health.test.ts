import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { useTestDatabase } from "../support/test-database";

useTestDatabase();
process.env.CRON_SECRET = "cron-secret-for-tests";

describe("GET /api/health", () => {
  it("answers ok without the database", async () => {
    const response = await GET(new Request("http://127.0.0.1/api/health"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("checks the database and storage with ?deep=1 and the cron secret", async () => {
    const response = await GET(
      new Request("http://127.0.0.1/api/health?deep=1", {
        headers: { authorization: "Bearer cron-secret-for-tests" },
      }),
    );
    expect(await response.json()).toEqual({ status: "ok", database: "ok", storage: "ok" });
  });

  it("refuses ?deep=1 without the cron secret, or with a wrong one", async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: "Bearer guess" }];
    for (const headers of attempts) {
      const response = await GET(new Request("http://127.0.0.1/api/health?deep=1", { headers }));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        message: "Deep health checks need Authorization: Bearer CRON_SECRET",
        code: "unauthorized",
      });
    }
  });
});
