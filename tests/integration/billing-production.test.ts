import { afterEach, describe, expect, it } from "vitest";
import { POST as confirm } from "@/app/api/checkout/test/confirm/route";
import { POST as createSubscription } from "@/app/api/create-subscription/route";
import { setConfigForTests } from "../support/config";
import { apiRequest, createTestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();

async function post(route: (request: Request) => Promise<Response>, path: string, cookie: string) {
  const response = await route(
    apiRequest(path, { method: "POST", cookie, body: { planId: "monthly" } }),
  );
  return response.status;
}

describe("production without Stripe", () => {
  afterEach(() => setConfigForTests());

  it("never offers the local checkout unless BILLING_TEST_MODE is set", async () => {
    const user = await createTestUser(database.db());
    const production = {
      ...process.env,
      NODE_ENV: "production",
      AUTH_DEV_LOGIN: "1",
    } as NodeJS.ProcessEnv;
    setConfigForTests(production);
    expect(await post(createSubscription, "/api/create-subscription", user.cookie)).toBe(503);
    expect(await post(confirm, "/api/checkout/test/confirm", user.cookie)).toBe(404);

    setConfigForTests({ ...production, BILLING_TEST_MODE: "1" });
    expect(await post(confirm, "/api/checkout/test/confirm", user.cookie)).toBe(200);
  });
});
