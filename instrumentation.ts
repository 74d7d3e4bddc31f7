// Runs once when the server starts: validate configuration and open the database before the first request
// (a cold PGlite open takes seconds; a missing production secret must stop start-up, not a request).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("@/lib/server/start");
  await startServer();
}
