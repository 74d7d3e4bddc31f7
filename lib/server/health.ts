import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { getStorage } from "@/lib/storage";
import { logger } from "@/lib/log/logger";

type Check = "ok" | "error";

async function probe(run: () => Promise<unknown>): Promise<Check> {
  try {
    await run();
    return "ok";
  } catch (error) {
    logger().error({ err: error }, "[health] a check failed");
    return "error";
  }
}

export async function checkHealth(): Promise<{ status: Check; database: Check; storage: Check }> {
  const database = await probe(async () => (await getDb()).execute(sql`select 1`));
  const storage = await probe(() => getStorage().healthCheck());
  return { status: database === "ok" && storage === "ok" ? "ok" : "error", database, storage };
}
