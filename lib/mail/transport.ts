import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";

export interface MailerOptions {
  /** SMTP server URL; without one each message is written as an .eml file under `dataDir/mail`. */
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  logger?: Pick<Console, "info">;
}

export type Delivery = { via: "smtp"; messageId: string } | { via: "file"; path: string };

export interface Mailer {
  send(message: Mail.Options): Promise<Delivery>;
}

/** A file name that sorts by time and never collides: 2026-11-24T03-14-27-123Z-<message id>.eml */
function emlName(messageId: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const id = messageId.replace(/[^A-Za-z0-9-]/g, "").slice(0, 60);
  return `${stamp}-${id}.eml`;
}

/**
 * Sends over SMTP when configured. Otherwise nodemailer's stream transport builds the same raw
 * message and it is written to disk, so a self-hosted install without a mail server can still
 * see what would have gone out. SMTP refusals and connection errors throw: the job retries.
 */
export function createMailer(options: MailerOptions): Mailer {
  const log = options.logger ?? console;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        return { via: "smtp", messageId: info.messageId };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const folder = path.join(options.dataDir, "mail");
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const file = path.join(folder, emlName(info.messageId));
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info(`[mail] SMTP_URL is not set: wrote the email to ${file}`);
      return { via: "file", path: file };
    },
  };
}
