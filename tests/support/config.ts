import { loadConfig } from "@/lib/config";

/**
 * The app reads its configuration once per process (`config()`); a test that needs another one
 * sets it here from `env`, or with no argument has the next `config()` read the environment again.
 */
export function setConfigForTests(env?: NodeJS.ProcessEnv): void {
  const cache = globalThis as unknown as { demoreelConfig?: unknown };
  cache.demoreelConfig = env ? loadConfig(env) : undefined;
}
