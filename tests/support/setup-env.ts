import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// Each test file gets its own DATA_DIR so stored files and the generated secret never mix.
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "demoreel-data-"));
process.env.AUTH_SECRET = "test-secret-test-secret-test-secret";
process.env.AUTH_URL = "http://127.0.0.1:3000";
process.env.AUTH_TRUST_HOST = "true";
process.env.WORKER_IN_PROCESS = "0";
delete process.env.DATABASE_URL;
delete process.env.BLOB_READ_WRITE_TOKEN;
delete process.env.STRIPE_SECRET_KEY;
delete process.env.OPENAI_API_KEY;
// Tests speak as one proxy in front of the app: X-Forwarded-For's last entry is the client.
process.env.TRUSTED_PROXY_HOPS = "1";
