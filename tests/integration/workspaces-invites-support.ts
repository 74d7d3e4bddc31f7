import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import * as invites from "@/app/api/workspaces/[wid]/invites/route";
import * as accept from "@/app/api/invites/[token]/accept/route";
import { createMailer } from "@/lib/mail/transport";
import { createWorker, type Worker } from "@/lib/worker/worker";
import { getStorage } from "@/lib/storage";
import { type TestUser } from "../support/fixtures";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox";
import { useTestDatabase } from "../support/test-database";
import { call, createCast, createTeam, type Cast } from "./workspaces-support";

// Shared by the invite test files: importing this registers the database, an SMTP inbox, a worker
// that sends through it, the cast of roles and their team, for the importing file.

export const BASE_URL = "https://demoreel.example";
const quiet = { info: () => undefined, error: () => undefined };
export const database = useTestDatabase();
export let inbox: SmtpInbox;
export let worker: Worker;
export let cast: Cast;
export let team: number;
let counter = 0;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const db = database.db();
  const mailer = createMailer({
    smtpUrl: inbox.url,
    from: "Demoreel <n@demoreel.example>",
    dataDir: "",
  });
  const mail = { mailer, baseUrl: BASE_URL, secret: process.env.AUTH_SECRET ?? "" };
  worker = createWorker({ db, storage: getStorage(), mail, maintenanceEveryMs: 0, logger: quiet });
  cast = await createCast(db);
  team = await createTeam(db, cast, "Sales <East>");
});
afterAll(() => inbox.close());
beforeEach(() => {
  inbox.messages.length = 0;
});

export async function drain() {
  while (await worker.runOnce());
}

export const tokenOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);
export const nextEmail = () => `invitee${++counter}-${Date.now()}@example.test`;

export async function sendInvite(
  email: string,
  role = "creator",
  by: TestUser = cast.people.admin,
) {
  const response = await call(invites.POST, `/api/workspaces/${team}/invites`, { wid: team }, by, {
    method: "POST",
    body: { email, role },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; url: string; role: string; expiresAt: string };
}

export const acceptAs = (token: string, who: TestUser | null) =>
  call(accept.POST, `/api/invites/${token}/accept`, { token }, who, { method: "POST" });

export const pending = async () => {
  const response = await call(
    invites.GET,
    `/api/workspaces/${team}/invites`,
    { wid: team },
    cast.people.owner,
  );
  return ((await response.json()) as { id: number }[]).map((row) => row.id);
};
