import { readFile } from "node:fs/promises";

// The server's resident memory while a recording is joined and processed: sampled from
// /proc/{SERVER_PID}/status, so the figure is the server's own, not this runner's.

const SAMPLE_MS = 200;

async function rssKiB(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => null);
  const kib = status && /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  return kib ? Number(kib) : null;
}

/** Samples the server's RSS until stop(); answers the peak in MiB (null: no SERVER_PID). */
export function sampleServerRss(pid: number | null): { stop: () => Promise<number | null> } {
  if (pid === null) return { stop: async () => null };
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, (await rssKiB(pid)) ?? 0);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return peak > 0 ? peak / 1024 : null;
    },
  };
}

/** The server's RSS now, in MiB (null: no SERVER_PID). */
export async function serverRssNow(pid: number | null): Promise<number | null> {
  if (pid === null) return null;
  const kib = await rssKiB(pid);
  return kib === null ? null : kib / 1024;
}

export const serverPid = (): number | null => {
  const pid = Number(process.env.SERVER_PID);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
};
