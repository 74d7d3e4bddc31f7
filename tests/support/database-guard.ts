const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/** Tests drop and create databases: refuse anything that is not on this machine. */
export function assertLocalDatabase(url: string): URL {
  const parsed = new URL(url);
  if (!LOCAL_HOSTS.has(parsed.hostname) && !parsed.hostname.startsWith("/")) {
    throw new Error(`Refusing to run tests against a non-local database (${parsed.hostname}).`);
  }
  return parsed;
}

export function withDatabase(url: URL, database: string): string {
  const copy = new URL(url.toString());
  copy.pathname = `/${database}`;
  return copy.toString();
}
