// `npm run worker`: a standalone processing worker. Runs with tsx and the react-server condition,
// which turns `import "server-only"` into a no-op outside Next.js.
import "server-only";
import { loadConfig } from "@/lib/config";
import { connect } from "@/db/connect";
import { getStorage } from "@/lib/storage";
import { createWorker } from "./worker";
import { workerLanes } from "./lanes-config";
import { logger } from "@/lib/log/logger";

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    logger().fatal(
      "[worker] DATABASE_URL is not set. The embedded PGlite database belongs to the app process " +
        "(it cannot be shared between processes), and the app already runs a worker inside it. " +
        "Standalone workers need a Postgres database: set DATABASE_URL (and S3_BUCKET, " +
        "BLOB_READ_WRITE_TOKEN, or the same DATA_DIR on a shared disk, for the files).",
    );
    process.exit(1);
  }
  const connection = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const storage = getStorage();
  try {
    await storage.healthCheck();
  } catch (error) {
    logger().fatal(`[worker] Storage check failed: ${(error as Error).message}`);
    process.exit(1);
  }
  const lanes = workerLanes();
  const worker = createWorker({ db: connection.db, storage, lanes });
  const described = [...lanes].map(([lane, slots]) => `${lane}:${slots}`).join(",");
  logger().info(
    `[worker] ${worker.id} polling ${connection.kind} for jobs, lanes ${described} (Ctrl-C to stop)`,
  );
  worker.start();

  let signals = 0;
  const shutdown = () => {
    signals += 1;
    if (signals > 1) {
      logger().info("[worker] aborting the current job (it goes back to the queue)");
      void worker.stop({ abort: true });
      return;
    }
    // First signal: finish the current job. A second one kills ffmpeg and hands the job back.
    logger().info("[worker] finishing the current job; signal again to abort it");
    void worker
      .stop()
      .then(() => connection.close())
      .finally(() => process.exit(0));
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  logger().fatal({ err: error }, "[worker] failed to start");
  process.exit(1);
});
