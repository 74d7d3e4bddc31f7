import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configWarnings, loadConfig } from "@/lib/config";

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), "demoreel-config-"));

describe("loadConfig", () => {
  it("runs on embedded defaults with no environment at all", () => {
    const dir = dataDir();
    const cfg = loadConfig({ DATA_DIR: dir });
    expect(cfg.PORT).toBe(3000);
    expect(cfg.DATABASE_URL).toBeUndefined();
    expect(cfg.devLoginEnabled).toBe(true);
    expect(cfg.WORKER_IN_PROCESS).toBe(true);
    // The generated secret is kept and reused.
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8")).toBe(cfg.authSecret);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(cfg.authSecret);
  });

  it("turns the development sign-in off when a real provider is configured, unless asked", () => {
    const google = { DATA_DIR: dataDir(), AUTH_GOOGLE_ID: "id", AUTH_GOOGLE_SECRET: "secret" };
    expect(loadConfig(google).devLoginEnabled).toBe(false);
    expect(loadConfig({ ...google, AUTH_DEV_LOGIN: "1" }).devLoginEnabled).toBe(true);
  });

  it("stops a production start-up that lacks a secret, naming it", () => {
    const env = {
      NODE_ENV: "production",
      DATA_DIR: dataDir(),
      DATABASE_URL: "postgres://db.example/app",
      AUTH_GOOGLE_ID: "id",
      AUTH_GOOGLE_SECRET: "secret",
    } as const;
    expect(() => loadConfig(env)).toThrow(/Missing required configuration: AUTH_SECRET/);
    expect(() => loadConfig({ ...env, AUTH_SECRET: "s" })).not.toThrow();
  });

  it("never enables the development sign-in silently in production", () => {
    const env = { NODE_ENV: "production", DATA_DIR: dataDir() } as const;
    expect(() => loadConfig(env)).toThrow(/AUTH_GOOGLE_ID or AUTH_OIDC_ISSUER/);
    expect(loadConfig({ ...env, AUTH_DEV_LOGIN: "1" }).devLoginEnabled).toBe(true);
    // The build prerenders with whatever the build machine has; start-up does the check.
    expect(() => loadConfig({ ...env, NEXT_PHASE: "phase-production-build" })).not.toThrow();
  });

  it("writes the generated secret readable by its owner only, leaving no temporary file", () => {
    const dir = dataDir();
    const cfg = loadConfig({ DATA_DIR: dir });
    expect(statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(["auth-secret"]);
    expect(cfg.authSecret).toMatch(/^[\w-]{43}$/);
  });

  it("warns loudly when the development sign-in is enabled in production", () => {
    const env = { NODE_ENV: "production", DATA_DIR: dataDir(), AUTH_DEV_LOGIN: "1" } as const;
    expect(configWarnings(loadConfig(env))).toEqual([
      expect.stringContaining("AUTH_DEV_LOGIN is enabled in production"),
    ]);
    expect(configWarnings(loadConfig({ DATA_DIR: dataDir() }))).toEqual([]);
  });

  it("warns when emails would link to localhost (SMTP_URL without AUTH_URL)", () => {
    const env = { DATA_DIR: dataDir(), SMTP_URL: "smtp://mail.example:587" } as const;
    expect(configWarnings(loadConfig(env))).toEqual([
      expect.stringContaining("SMTP_URL is set but AUTH_URL is not"),
    ]);
    const withUrl = { ...env, AUTH_URL: "https://demoreel.example" };
    expect(configWarnings(loadConfig(withUrl))).toEqual([]);
  });

  it("trusts the Host header in production only with AUTH_TRUST_HOST or a fixed AUTH_URL", () => {
    const env = {
      NODE_ENV: "production",
      DATA_DIR: dataDir(),
      AUTH_DEV_LOGIN: "1",
    } as const;
    expect(loadConfig(env).authTrustHost).toBe(false);
    expect(loadConfig({ ...env, AUTH_TRUST_HOST: "false" }).authTrustHost).toBe(false);
    expect(loadConfig({ ...env, AUTH_TRUST_HOST: "true" }).authTrustHost).toBe(true);
    expect(loadConfig({ ...env, AUTH_URL: "https://demoreel.example" }).authTrustHost).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir() }).authTrustHost).toBe(true);
  });

  it("reads no client address from X-Forwarded-For unless told how many proxies append to it", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).TRUSTED_PROXY_HOPS).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUSTED_PROXY_HOPS: "2" }).TRUSTED_PROXY_HOPS).toBe(2);
    for (const hops of ["-1", "1.5", "many"]) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUSTED_PROXY_HOPS: hops })).toThrow(
        /TRUSTED_PROXY_HOPS/,
      );
    }
  });

  it("refuses malformed values with the variable's name", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: "abc" })).toThrow(/PORT/);
  });

  it("reads the S3 settings, and wants both halves of an S3 access key or neither", () => {
    const s3 = { DATA_DIR: dataDir(), S3_BUCKET: "media", S3_FORCE_PATH_STYLE: "1" };
    expect(loadConfig(s3)).toMatchObject({
      S3_BUCKET: "media",
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: true,
    });
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: "id" })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() =>
      loadConfig({ ...s3, S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" }),
    ).not.toThrow();
  });
});
