import "server-only";
import { getDb } from "@/db/client";
import { getStorage } from "@/lib/storage";
import { workerLanes } from "./lanes-config";
import { createWorker, type Worker } from "./worker";

const globalForWorker = globalThis as unknown as { demoreelWorker?: Worker };

/**
 * The embedded worker inside the app process: one loop per lane slot (`WORKER_LANES`), ffmpeg
 * under `nice`, polling every second. Kept on globalThis so a dev-server reload never starts a second one.
 */
export async function startInProcessWorker(): Promise<Worker> {
  if (globalForWorker.demoreelWorker) return globalForWorker.demoreelWorker;
  const worker = createWorker({
    db: await getDb(),
    storage: getStorage(),
    pollMs: 1_000,
    lanes: workerLanes(),
  });
  globalForWorker.demoreelWorker = worker;
  worker.start();
  return worker;
}

export async function stopInProcessWorker(): Promise<void> {
  const worker = globalForWorker.demoreelWorker;
  globalForWorker.demoreelWorker = undefined;
  await worker?.stop({ abort: true });
}
