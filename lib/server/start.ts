import "server-only";
import { config, configWarnings } from "@/lib/config";
import { getConnection } from "@/db/client";
import { getStorage } from "@/lib/storage";

export async function startServer(): Promise<void> {
  try {
    config();
  } catch (error) {
    console.error(`\n[demoreel] ${(error as Error).message}\n`);
    process.exit(1);
  }
  for (const warning of configWarnings(config())) {
    const rule = "!".repeat(78);
    console.warn(`\n${rule}\n[demoreel] WARNING: ${warning}\n${rule}\n`);
  }
  const connection = await getConnection();
  console.log(`[demoreel] database ready (${connection.kind})`);
  await checkStorage();
  if (config().WORKER_IN_PROCESS) {
    const { startInProcessWorker } = await import("@/lib/worker/in-process");
    const worker = await startInProcessWorker();
    console.log(`[demoreel] processing worker ${worker.id} started in-process`);
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
    console.error(`\n[demoreel] Storage check failed: ${(error as Error).message}\n`);
    process.exit(1);
  }
  console.log(`[demoreel] storage ready (${storage.kind})`);
}
