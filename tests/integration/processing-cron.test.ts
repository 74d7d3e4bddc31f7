import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/cron/process/route";
import { useTestDatabase } from "../support/test-database";

// Read by config() on first use, which comes after this line.
process.env.CRON_SECRET = "cron-test-secret";

useTestDatabase();

const call = (authorization?: string) =>
  GET(
    new Request("http://127.0.0.1/api/cron/process", {
      headers: authorization ? { authorization } : {},
    }),
  );

describe("GET /api/cron/process", () => {
  it("answers 401 without the right bearer secret", async () => {
    expect((await call()).status).toBe(401);
    const wrong = await call("Bearer nope");
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: "Unauthorized" });
  });

  it("drains the queue with the secret", async () => {
    const response = await call("Bearer cron-test-secret");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ processed: 0 });
  });
});
