import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { seedSharedVideo, startApp } from "./production-app";
async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "lh-"));
  const id = await seedSharedVideo(dataDir, undefined);
  await startApp({ port: 3940, dataDir, databaseUrl: undefined });
  console.log("VIDEO", id);
  await new Promise(() => {});
}
void main();
