import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === "" ? undefined : v));

/** The levels of `LOG_LEVEL`, most severe first (pino's names). */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Every environment variable the app reads, with what it means. README's configuration table lists
 * the same variables (tests/unit/readme-config.test.ts); NODE_ENV is set by the tooling, not there.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number()
    .int()
    .positive()
    .default(3000)
    .describe("HTTP port of `npm run dev` / `npm start`."),
  DATA_DIR: z
    .string()
    .default("./.data")
    .describe("Where all embedded state lives (PGlite database, local files, generated secret)."),
  DATABASE_URL: optionalString.describe(
    "Postgres URL. Unset: embedded PGlite under DATA_DIR. Neon hosts use the serverless driver.",
  ),
  BLOB_READ_WRITE_TOKEN: optionalString.describe(
    "Vercel Blob token (when S3_BUCKET is unset). Unset: files are stored on local disk under DATA_DIR.",
  ),
  S3_BUCKET: optionalString.describe(
    "S3-compatible bucket (AWS S3, R2, MinIO, B2) for all files. Takes precedence over Vercel Blob and local disk.",
  ),
  S3_REGION: z
    .string()
    .default("us-east-1")
    .describe("Region of the bucket (`auto` for Cloudflare R2)."),
  S3_ENDPOINT: optionalString.describe(
    "Endpoint URL for S3-compatible stores (R2, MinIO, B2). Unset: AWS S3.",
  ),
  S3_ACCESS_KEY_ID: optionalString.describe(
    "Access key id for the bucket. Unset: the AWS SDK's default credential chain.",
  ),
  S3_SECRET_ACCESS_KEY: optionalString.describe("Secret access key for the bucket."),
  S3_FORCE_PATH_STYLE: flag.describe(
    "Address the bucket as `endpoint/bucket/key` (MinIO and most self-hosted stores).",
  ),
  AUTH_SECRET: optionalString.describe(
    "Auth.js secret. Required in production with DATABASE_URL; generated once under DATA_DIR otherwise.",
  ),
  AUTH_URL: optionalString.describe(
    "Public base URL of the app (Auth.js callbacks, absolute links); the share page is cached per version only when it is set.",
  ),
  AUTH_TRUST_HOST: flag.describe(
    "A trusted proxy sets Host and X-Forwarded-Host/Proto: read them (origin, secure cookies). Off: ignored.",
  ),
  TRUSTED_PROXY_HOPS: z.coerce
    .number()
    .int()
    .min(0)
    .max(10)
    .default(0)
    .describe(
      "Proxies of yours in front of the app that append to X-Forwarded-For; the client address is the entry the outermost appended. 0: address unknown.",
    ),
  AUTH_GOOGLE_ID: optionalString.describe("Google OAuth client id."),
  AUTH_GOOGLE_SECRET: optionalString.describe("Google OAuth client secret."),
  AUTH_OIDC_ISSUER: optionalString.describe("Issuer URL of a generic OpenID Connect provider."),
  AUTH_OIDC_ID: optionalString.describe("Client id at the OIDC issuer."),
  AUTH_OIDC_SECRET: optionalString.describe("Client secret at the OIDC issuer."),
  AUTH_OIDC_NAME: z.string().default("SSO").describe("Button label of the OIDC provider."),
  AUTH_DEV_LOGIN: flag.describe(
    "Enable the development sign-in (email + name) even when other providers are set, or in production.",
  ),
  STRIPE_SECRET_KEY: optionalString.describe(
    "Stripe secret key. Unset: the local test-mode checkout is used.",
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.describe("Signing secret of the Stripe webhook endpoint."),
  STRIPE_PRICE_MONTHLY: optionalString.describe(
    "Stripe price id of 'Pro Monthly' (else lookup key demoreel_pro_monthly).",
  ),
  STRIPE_PRICE_YEARLY: optionalString.describe(
    "Stripe price id of 'Pro Annual' (else lookup key demoreel_pro_yearly).",
  ),
  BILLING_TEST_MODE: flag.describe("Allow the local test-mode checkout in production."),
  OPERATOR_EMAILS: optionalString.describe(
    "Comma-separated email addresses of this server's operators: signed in, they are told what is not set up (AI writing). Unset: nobody; others just don't see the controls.",
  ),
  OPENAI_API_KEY: optionalString.describe(
    "OpenAI (or compatible) API key. Unset: offline transcripts (labelled), no documents or enhancement.",
  ),
  OPENAI_BASE_URL: optionalString.describe("Base URL of an OpenAI-compatible server."),
  OPENAI_TEXT_MODEL: z
    .string()
    .default("gpt-4o-mini")
    .describe("Model for documents, chapters and enhancement."),
  OPENAI_TRANSCRIBE_MODEL: z.string().default("whisper-1").describe("Model for transcription."),
  WORKER_IN_PROCESS: z
    .enum(["0", "1", "true", "false", ""])
    .optional()
    .transform((v) => v !== "0" && v !== "false")
    .describe("Run the processing worker inside the app process (default on)."),
  WORKER_LANES: z
    .string()
    .regex(
      /^\s*(processing|transcription|delivery)(:\d+)?(\s*,\s*(processing|transcription|delivery)(:\d+)?)*\s*$/,
      "lanes with optional slots, e.g. processing:1,transcription:1,delivery:2",
    )
    .optional()
    .describe(
      "The job lanes this process's worker runs, each with how many jobs at a time: default processing:1,transcription:1,delivery:2. A dedicated worker can take one lane, e.g. WORKER_LANES=transcription npm run worker.",
    ),
  ACCESS_ROWS_FROM_NOTICES: flag.describe(
    "Postgres only: answer a shared video's access check from memory, kept by the database's notices (a write on another instance shows there milliseconds later). Off: one primary-key query per request, exact on every instance.",
  ),
  AUTO_TRANSCRIBE: z
    .enum(["0", "1", "true", "false", ""])
    .optional()
    .transform((v) => v !== "0" && v !== "false")
    .describe(
      "Transcribe every processed video automatically (default on); 0: transcripts on request only.",
    ),
  LOG_LEVEL: z
    .enum(LOG_LEVELS)
    .default("info")
    .describe(
      "Least severe level the server logs: fatal, error, warn, info, debug (adds the best-effort clean-ups that failed), trace or silent. Tests log nothing unless it is set.",
    ),
  MAX_VIDEO_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(4 * 60 * 60)
    .describe("Longest recording accepted, in seconds (measured from the media); longer: 413."),
  FREE_MAX_RECORDING_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 60)
    .describe(
      "Longest recording or upload on the Free plan, in seconds; longer: 413 `plan_length_limit`.",
    ),
  PRO_MAX_RECORDING_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60)
    .describe(
      "Longest recording or upload on Pro Monthly, in seconds (Pro Annual: MAX_VIDEO_SECONDS).",
    ),
  REDIS_URL: optionalString.describe(
    "Redis URL for the rate limits shared by all app instances. Unset: they are kept in the database.",
  ),
  CRON_SECRET: optionalString.describe(
    "Bearer secret of the cron route that drains the job queue on Vercel.",
  ),
  SMTP_URL: optionalString.describe(
    "SMTP server for notification emails (`smtp://user:pass@host:587`, `smtps://...:465`). Unset: each email is written as an .eml file under DATA_DIR/mail.",
  ),
  WEBHOOKS_ALLOW_PRIVATE: flag.describe(
    "Let webhooks reach http:// and private, loopback or link-local addresses (local receivers, tests, self-hosters). Off: https on public addresses only.",
  ),
  MAIL_FROM: z
    .string()
    .default("Demoreel <notifications@demoreel.localhost>")
    .describe("Sender address of notification emails."),
  SUPPORT_EMAIL: optionalString.describe(
    "Where the Help Center's support requests are emailed. Unset: each request is written as an .eml file under DATA_DIR/mail.",
  ),
});

export type AppConfig = z.infer<typeof envSchema> & {
  dataDir: string;
  authSecret: string;
  devLoginEnabled: boolean;
  isProduction: boolean;
  /**
   * Auth.js `trustHost`: AUTH_TRUST_HOST, or a fixed AUTH_URL (the Host header is then not used),
   * or development. Computed here because Auth.js reads AUTH_TRUST_HOST=false as true.
   */
  authTrustHost: boolean;
};

/**
 * The generated secret is written to a private temporary file and hard-linked into place: readers
 * never see a half-written file, and when two processes start together the first link wins and
 * both use its secret.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temporary, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(temporary);
  }
  return readFileSync(file, "utf8").trim();
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  const dataDir = path.resolve(e.DATA_DIR);
  const otherProvider = Boolean(e.AUTH_GOOGLE_ID || e.AUTH_OIDC_ISSUER);
  const devLoginEnabled = e.AUTH_DEV_LOGIN || (!otherProvider && !isProduction);

  const missing: string[] = [];
  // An embedded install (no DATABASE_URL) keeps its generated secret on disk; a deployed one must be given it.
  if (isProduction && e.DATABASE_URL && !e.AUTH_SECRET) missing.push("AUTH_SECRET");
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    missing.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (set both or neither)");
  if (e.AUTH_GOOGLE_ID && !e.AUTH_GOOGLE_SECRET) missing.push("AUTH_GOOGLE_SECRET");
  if (e.AUTH_OIDC_ISSUER && (!e.AUTH_OIDC_ID || !e.AUTH_OIDC_SECRET))
    missing.push("AUTH_OIDC_ID / AUTH_OIDC_SECRET");
  if (isProduction && e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET)
    missing.push("STRIPE_WEBHOOK_SECRET");
  if (isProduction && !otherProvider && !e.AUTH_DEV_LOGIN) {
    missing.push(
      "AUTH_GOOGLE_ID or AUTH_OIDC_ISSUER (or AUTH_DEV_LOGIN=1 for the development sign-in)",
    );
  }
  // `next build` prerenders pages with the build machine's environment; secrets are checked at start-up.
  const building = env.NEXT_PHASE === "phase-production-build";
  if (missing.length > 0 && !building) {
    throw new Error(`Missing required configuration: ${missing.join(", ")}`);
  }

  return {
    ...e,
    dataDir,
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    devLoginEnabled,
    isProduction,
    authTrustHost: e.AUTH_TRUST_HOST || Boolean(e.AUTH_URL) || !isProduction,
  };
}

/** Start-up warnings about a configuration that works but is unsafe. */
export function configWarnings(cfg: AppConfig): string[] {
  const warnings: string[] = [];
  if (cfg.isProduction && cfg.devLoginEnabled) {
    warnings.push(
      "AUTH_DEV_LOGIN is enabled in production: anyone can sign in with any email address that no other provider has claimed. Unset it unless this is a private demo.",
    );
  }
  if (cfg.SMTP_URL && !cfg.AUTH_URL) {
    warnings.push(
      `SMTP_URL is set but AUTH_URL is not: links and unsubscribe links in emails will point to http://localhost:${cfg.PORT}. Set AUTH_URL to the app's public https:// address.`,
    );
  }
  return warnings;
}

const globalForConfig = globalThis as unknown as { demoreelConfig?: AppConfig };

/** The validated configuration, read once per process. */
export function config(): AppConfig {
  globalForConfig.demoreelConfig ??= loadConfig();
  return globalForConfig.demoreelConfig;
}
