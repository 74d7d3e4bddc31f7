import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface SmtpInbox {
  url: string;
  messages: ParsedMail[];
  /** While true, every recipient is refused with a temporary 451 (a mail server in trouble). */
  refuse: boolean;
  close(): Promise<void>;
}

/** A real SMTP server (smtp-server) on a free local port that keeps what it receives, parsed. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ParsedMail[] = [];
  const inbox = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!inbox.refuse) return callback();
      const error = Object.assign(new Error("Mailbox busy, try again later"), {
        responseCode: 451,
      });
      callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          messages.push(parsed);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(inbox, {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A raw header of a parsed message (mailparser turns List-* headers into objects). */
export function rawHeader(message: ParsedMail, name: string): string | undefined {
  const line = message.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(":") + 1).trim();
}
