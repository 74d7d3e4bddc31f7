import { type ParsedMail } from "mailparser";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { POST as postComment } from "@/app/api/videos/[id]/comments/route";
import { POST as unsubscribeRoute } from "@/app/api/unsubscribe/route";
import { GET as getSettings, PATCH as patchSettings } from "@/app/api/settings/notifications/route";
import { type Video } from "@/db/schema";
import type { CommentResponse } from "@/lib/comments/schemas";
import type { MailSettings } from "@/lib/mail/settings";
import { createMailer } from "@/lib/mail/transport";
import { createWorker, type Worker } from "@/lib/worker/worker";
import { getStorage } from "@/lib/storage";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { rawHeader, startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox";
import { useTestDatabase } from "../support/test-database";
import { insertVideo } from "./videos-fixtures";

// Shared by the email test files: importing this registers the database, an SMTP inbox, a worker
// that sends through it, and three users (a video owner and two viewers) for the importing file.

export const BASE_URL = "https://demoreel.example";
export const SECRET = process.env.AUTH_SECRET ?? "";
const quiet = { info: () => undefined, error: () => undefined };

export const database = useTestDatabase();
export let inbox: SmtpInbox;
export let worker: Worker;
export let owner: TestUser;
export let ada: TestUser;
export let bob: TestUser;
/** Mail settings that send through `inbox`, for a worker of a test's own. */
export let mail: MailSettings;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const db = database.db();
  mail = {
    mailer: createMailer({
      smtpUrl: inbox.url,
      from: "Demoreel <n@demoreel.example>",
      dataDir: "",
    }),
    baseUrl: BASE_URL,
    secret: SECRET,
  };
  // Retries come at once (no backoff) so a test can watch them happen.
  worker = createWorker({
    db,
    storage: getStorage(),
    mail,
    backoffBaseMs: 0,
    maintenanceEveryMs: 0,
    logger: quiet,
  });
  owner = await createTestUser(db, { firstName: "Olive", lastName: "Owner" });
  ada = await createTestUser(db, { firstName: "Ada", lastName: "Lovelace" });
  bob = await createTestUser(db, { firstName: "Bob", lastName: "Builder" });
});

afterAll(() => inbox.close());

beforeEach(() => {
  inbox.messages.length = 0;
  inbox.refuse = false;
});

/** Runs every queued job; the worker only ever sends from here, never in the request. */
export async function drain(): Promise<void> {
  while (await worker.runOnce());
}

export async function comment(v: Video, who: TestUser, body: Record<string, unknown>) {
  const response = await postComment(
    apiRequest(`/api/videos/${v.id}/comments`, { token: who.token, method: "POST", body }),
    routeParams({ id: String(v.id) }),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as CommentResponse;
}

export const mailTo = (who: TestUser) =>
  inbox.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === who.email);

export const unsubscribeUrlOf = (message: ParsedMail) =>
  /^<([^>]+)>$/.exec(rawHeader(message, "List-Unsubscribe") ?? "")?.[1] ?? "";

export function unsubscribe(token: string | null) {
  const query = token === null ? "" : `?token=${encodeURIComponent(token)}`;
  return unsubscribeRoute(
    apiRequest(`/api/unsubscribe${query}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
  );
}

export async function settings(who: TestUser, body?: unknown) {
  const request = apiRequest("/api/settings/notifications", {
    token: who.token,
    method: body === undefined ? "GET" : "PATCH",
    body,
  });
  return body === undefined ? getSettings(request) : patchSettings(request);
}

export const video = (isPrivate = false) =>
  insertVideo(database.db(), owner.id, { isPrivate, duration: 120, title: "Pricing demo" });
