import { spawn, type ChildProcess } from "node:child_process";

export interface Started {
  name: string;
  child: ChildProcess;
  output: string[];
  stop(): Promise<void>;
}

/** Starts a process in its own group (so its children stop with it) and keeps its output. */
export function start(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
): Started {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(...chunk.toString().split("\n").filter(Boolean));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return {
    name,
    child,
    output,
    async stop() {
      if (child.exitCode !== null || !child.pid) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Waits until `url` answers 200, or fails with the process's last lines. */
export async function waitForHealth(server: Started, url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${server.name} did not become healthy:\n${server.output.slice(-20).join("\n")}`);
}

/** Waits until a line of the process's output matches, and answers the match. */
export async function waitForLine(server: Started, pattern: RegExp, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const line of server.output) {
      const match = pattern.exec(line);
      if (match) return match;
    }
    if (server.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `${server.name} never printed ${pattern}:\n${server.output.slice(-20).join("\n")}`,
  );
}
