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
  /** Where support requests go; absent: from the configuration (SUPPORT_EMAIL). */
  support?: SupportInbox;
}

/** The support team's address and how mail reaches it. */
export interface SupportInbox {
  to: string;
  mailer: Mailer;
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
    support: supportInboxFromConfig(),
  };
}

/**
 * SUPPORT_EMAIL through the app's mailer; unset, requests are written as .eml files under
 * DATA_DIR/mail (addressed to MAIL_FROM) even when SMTP is configured, so none is lost.
 */
export function supportInboxFromConfig(): SupportInbox {
  const cfg = config();
  const to = cfg.SUPPORT_EMAIL;
  return {
    to: to ?? cfg.MAIL_FROM,
    mailer: createMailer({
      smtpUrl: to ? cfg.SMTP_URL : undefined,
      from: cfg.MAIL_FROM,
      dataDir: cfg.dataDir,
    }),
  };
}
