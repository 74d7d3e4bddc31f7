// After `next build` with `output: "standalone"`: the standalone server serves neither public/ nor
// the build's static assets unless they sit beside it. Copies both in (the Dockerfile runs this too).
import { cpSync, existsSync } from "node:fs";
import path from "node:path";

const distDir = ".next";
const standalone = path.join(distDir, "standalone");
if (!existsSync(path.join(standalone, "server.js"))) {
  console.error(`[standalone] ${standalone}/server.js is missing: run \`next build\` first.`);
  process.exit(1);
}
cpSync("public", path.join(standalone, "public"), { recursive: true });
cpSync(path.join(distDir, "static"), path.join(standalone, distDir, "static"), { recursive: true });
console.log(`[standalone] public/ and ${distDir}/static copied into ${standalone}`);
