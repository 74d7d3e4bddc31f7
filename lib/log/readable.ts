import "server-only";

const LEVEL_NAMES: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};

interface Entry {
  level?: number;
  time?: number;
  msg?: string;
  err?: { stack?: string; message?: string };
  [key: string]: unknown;
}

/** One pino JSON line as `12:00:00.000 WARN  message key=value`, an error's stack below it. */
export function formatEntry(line: string): string {
  let entry: Entry;
  try {
    entry = JSON.parse(line) as Entry;
  } catch {
    return line;
  }
  const { level, time, msg, err, ...fields } = entry;
  const clock = new Date(time ?? Date.now()).toISOString().slice(11, 23);
  const name = (LEVEL_NAMES[level ?? 30] ?? String(level)).padEnd(5);
  const extra = Object.entries(fields)
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(" ");
  const stack = err ? `\n${err.stack ?? err.message ?? JSON.stringify(err)}` : "";
  return `${clock} ${name} ${msg ?? ""}${extra ? ` ${extra}` : ""}${stack}\n`;
}

/** A pino destination for development: readable lines on stderr for warnings and errors, stdout else. */
export function readableStream(): { write(line: string): void } {
  return {
    write(line) {
      const text = formatEntry(line.trimEnd());
      const level = /"level":(\d+)/.exec(line)?.[1];
      if (Number(level) >= 40) process.stderr.write(text);
      else process.stdout.write(text);
    },
  };
}
