import "server-only";
import { config, configWarnings } from "@/lib/config";
import { getConnection } from "@/db/client";
import { getStorage } from "@/lib/storage";
import { logger } from "@/lib/log/logger";

export async function startServer(): Promise<void> {
  try {
    config();
  } catch (error) {
    logger().fatal(`[demoreel] ${(error as Error).message}`);
    process.exit(1);
  }
  for (const warning of configWarnings(config())) {
    logger().warn(`[demoreel] WARNING: ${warning}`);
  }
  const connection = await getConnection();
  logger().info(`[demoreel] database ready (${connection.kind})`);
  await checkStorage();
  if (config().WORKER_IN_PROCESS) {
    const { startInProcessWorker } = await import("@/lib/worker/in-process");
    const worker = await startInProcessWorker();
    logger().info(`[demoreel] processing worker ${worker.id} started in-process`);
  }
}

/** A store that cannot be reached (an S3 bucket that is missing or refuses us) stops start-up. */
async function checkStorage(): Promise<void> {
  const storage = getStorage();
  // Vercel Blob's probe writes an object: too dear for every serverless cold start.
  if (storage.kind === "vercel-blob") return;
  try {
    await storage.healthCheck();
  } catch (error) {
    logger().fatal(`[demoreel] Storage check failed: ${(error as Error).message}`);
    process.exit(1);
  }
  logger().info(`[demoreel] storage ready (${storage.kind})`);
}
