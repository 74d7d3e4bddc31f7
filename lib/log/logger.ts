import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type Logger } from "pino";
import { envSchema, type LogLevel } from "@/lib/config";
import { readableStream } from "./readable";

export type { Logger };

/**
 * The level from `LOG_LEVEL` alone: the logger must work while the rest of the configuration is
 * refused (start-up logs why). Tests log nothing unless they set it.
 */
function levelFrom(env: NodeJS.ProcessEnv): LogLevel {
  if (!env.LOG_LEVEL && env.NODE_ENV === "test") return "silent";
  const parsed = envSchema.shape.LOG_LEVEL.safeParse(env.LOG_LEVEL || undefined);
  return parsed.success ? parsed.data : "info";
}

/**
 * JSON lines on stdout in production (no transport: pino's worker threads do not survive the
 * Next.js server bundle); one readable line per entry anywhere else.
 */
function createRootLogger(env: NodeJS.ProcessEnv = process.env): Logger {
  const level = levelFrom(env);
  if (env.NODE_ENV === "production") return pino({ level });
  return pino({ level, base: undefined }, readableStream());
}

const globalForLog = globalThis as unknown as { demoreelLogger?: Logger };
const rootLogger = () => (globalForLog.demoreelLogger ??= createRootLogger());

const context = new AsyncLocalStorage<Logger>();

/** The logger of the work under way: the request's (with its id) or the job's, else the process's. */
export function logger(): Logger {
  return context.getStore() ?? rootLogger();
}

/** Runs `work` with a child logger carrying `bindings` (a request id, a job id) on every entry. */
export function withLogContext<T>(bindings: Record<string, unknown>, work: () => T): T {
  return context.run(logger().child(bindings), work);
}

/**
 * The `.catch` of a best-effort step whose failure changes nothing for anyone (a temporary file
 * left behind, a cache entry not dropped): the failure is logged at debug level and swallowed.
 */
export function ignoreFailure(what: string): (error: unknown) => void {
  return (error) => logger().debug({ err: error }, `ignored: ${what} failed`);
}
