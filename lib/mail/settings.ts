import "server-only";
import { config } from "@/lib/config";
import { createMailer, type Mailer } from "./transport";

/** What the email jobs need: where mail goes, the app's public address, the signing secret. */
export interface MailSettings {
  mailer: Mailer;
  /** Absolute base of every link in an email. */
  baseUrl: string;
  /** Signs unsubscribe tokens (the auth secret). */
  secret: string;
}

/** The app's public address, the base of every link sent out (AUTH_URL, else localhost). */
export function appBaseUrl(): string {
  const cfg = config();
  return cfg.AUTH_URL ?? `http://localhost:${cfg.PORT}`;
}

/** From the configuration: SMTP_URL (else .eml files), MAIL_FROM, AUTH_URL, the auth secret. */
export function mailSettingsFromConfig(): MailSettings {
  const cfg = config();
  return {
    mailer: createMailer({ smtpUrl: cfg.SMTP_URL, from: cfg.MAIL_FROM, dataDir: cfg.dataDir }),
    baseUrl: appBaseUrl(),
    secret: cfg.authSecret,
  };
}
