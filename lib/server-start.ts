import "server-only";
import { config, configWarnings } from "@/lib/config";
import { getConnection } from "@/db/client";

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
  if (config().WORKER_IN_PROCESS) {
    const { startInProcessWorker } = await import("@/lib/media/in-process");
    const worker = await startInProcessWorker();
    console.log(`[demoreel] processing worker ${worker.id} started in-process`);
  }
}
