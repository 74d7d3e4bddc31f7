/** Reads a port from the environment: `fallback` when unset, an error naming the variable when bad. */
export function portFromEnv(variable: string, fallback: number): number {
  const text = process.env[variable] || String(fallback);
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${variable} must be a port number, got "${text}"`);
  }
  return port;
}

/** Runs a fake service as its own process until SIGINT or SIGTERM, then closes it. */
export function runFakeServer(
  name: string,
  start: () => Promise<{ close(): Promise<void> }>,
): void {
  start().then(
    (fake) => {
      let stopping = false;
      const stop = (signal: NodeJS.Signals) => {
        if (stopping) process.exit(1);
        stopping = true;
        fake.close().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(`${name}: closing on ${signal} failed`, error);
            process.exit(1);
          },
        );
      };
      process.on("SIGINT", stop);
      process.on("SIGTERM", stop);
    },
    (error: unknown) => {
      console.error(`${name} failed to start:`, error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
