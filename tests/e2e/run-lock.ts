import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

const LOCK_DIR = "/tmp/demoreel-e2e.lock";

function holderAlive(): boolean {
  try {
    const pid = Number(readFileSync(`${LOCK_DIR}/pid`, "utf8"));
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * One end-to-end run at a time on a machine: runs share the port and the `.next` build directory.
 * Taken by the runner process only (workers load the config too, with TEST_WORKER_INDEX set).
 */
export function acquireE2eLock(): void {
  if (process.env.TEST_WORKER_INDEX !== undefined || process.env.E2E_LOCK_HELD) return;
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      writeFileSync(`${LOCK_DIR}/pid`, String(process.pid));
      break;
    } catch {
      if (!holderAlive()) {
        rmSync(LOCK_DIR, { recursive: true, force: true });
        continue;
      }
      Atomics.wait(sleeper, 0, 0, 2000);
    }
  }
  process.env.E2E_LOCK_HELD = "1";
  process.on("exit", () => rmSync(LOCK_DIR, { recursive: true, force: true }));
}
