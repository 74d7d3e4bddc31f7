/**
 * Streams 500 MB (BENCH_MB to change) through the local-disk `put` and prints throughput and
 * peak RSS: the body must never be buffered whole. Run: npx tsx bench/storage-put.ts
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createLocalDiskStorage } from "../lib/storage/local-disk";

const totalMb = Number(process.env.BENCH_MB ?? 500);
const chunkSize = 64 * 1024;
const chunk = new Uint8Array(chunkSize).map((_, i) => (i * 31) & 0xff);

async function main(): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), "demoreel-bench-"));
  const storage = createLocalDiskStorage(root);
  const total = totalMb * 1024 * 1024;
  let sent = 0;
  let peakRss = process.memoryUsage().rss;
  const baseRss = peakRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      controller.enqueue(chunk.slice());
      sent += chunkSize;
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    },
  });
  const started = performance.now();
  try {
    const stored = await storage.put("bench/big.bin", body, {
      contentType: "application/octet-stream",
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const mb = stored.size / 1024 / 1024;
    console.log(
      `put ${mb.toFixed(0)} MB in ${seconds.toFixed(2)} s: ${(mb / seconds).toFixed(1)} MB/s`,
    );
    console.log(
      `RSS at start ${(baseRss / 1048576).toFixed(1)} MB, peak ${(peakRss / 1048576).toFixed(1)} MB ` +
        `(+${((peakRss - baseRss) / 1048576).toFixed(1)} MB)`,
    );
  } finally {
    clearInterval(sampler);
    await rm(root, { recursive: true, force: true });
  }
}

void main();
