import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/support/route";
import { jobs, rateLimits, subscriptions, supportRequests } from "@/db/schema";
import type { PlanKey } from "@/lib/entitlements/shared";
import { createMailer } from "@/lib/mail/transport";
import { SUPPORT_EMAIL_JOB } from "@/lib/support/email";
import { SUPPORT_REQUESTS_PER_HOUR } from "@/lib/support/shared";
import { getStorage } from "@/lib/storage";
import { createWorker, type Worker } from "@/lib/worker/worker";
import { ensurePersonalWorkspace } from "@/lib/workspaces/personal";
import { apiRequest, createTestUser, type TestUser } from "../support/fixtures";
import { rawHeader, startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox";
import { useTestDatabase } from "../support/test-database";

const SUPPORT_TO = "help@demoreel.example";
const quiet = { info: () => undefined, error: () => undefined };
const database = useTestDatabase();
let inbox: SmtpInbox;
let worker: Worker;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const mailer = createMailer({
    smtpUrl: inbox.url,
    from: "Demoreel <n@demoreel.example>",
    dataDir: "",
  });
  worker = createWorker({
    db: database.db(),
    storage: getStorage(),
    mail: {
      mailer,
      baseUrl: "https://demoreel.example",
      secret: "s",
      support: { to: SUPPORT_TO, mailer },
    },
    backoffBaseMs: 0,
    maintenanceEveryMs: 0,
    logger: quiet,
  });
});

afterAll(() => inbox.close());

beforeEach(async () => {
  inbox.messages.length = 0;
  await database.db().delete(rateLimits);
});

async function drain(): Promise<void> {
  while (await worker.runOnce());
}

async function userOn(plan: PlanKey, firstName = "Sam"): Promise<TestUser> {
  const db = database.db();
  const user = await createTestUser(db, { firstName, lastName: "Sender" });
  if (plan !== "free") {
    await db.insert(subscriptions).values({
      userId: user.id,
      provider: "test",
      plan,
      status: "active",
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    });
  }
  return user;
}

const send = (body: unknown, who?: TestUser) =>
  POST(apiRequest("/api/support", { method: "POST", token: who?.token, body }));

const to = (address: string) =>
  inbox.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === address);

const request = {
  subject: "Recording stops after a minute",
  message: "My recording stopped at 1:00.\nChrome on macOS.",
  videoUrl: "https://demoreel.example/video/42",
};

describe("POST /api/support", () => {
  it.each<[PlanKey, boolean]>([
    ["free", false],
    ["monthly", true],
    ["yearly", true],
  ])(
    "on %s: stores the request, queues both emails, and marks priority=%s",
    async (plan, priority) => {
      const user = await userOn(plan);
      const response = await send(request, user);
      expect(response.status).toBe(201);
      const body = (await response.json()) as { id: number; priority: boolean; subject: string };
      expect(body).toMatchObject({ priority, subject: request.subject });

      const [row] = await database
        .db()
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.id, body.id));
      expect(row).toMatchObject({
        userId: user.id,
        subject: request.subject,
        message: request.message,
        videoUrl: request.videoUrl,
        priority,
      });
      expect(row?.workspaceId).toEqual(expect.any(Number));
      // Nothing is sent in the request: both emails wait in the job queue.
      expect(inbox.messages).toEqual([]);
      const queued = await database
        .db()
        .select()
        .from(jobs)
        .where(eq(jobs.kind, SUPPORT_EMAIL_JOB));
      expect(queued.filter((job) => job.payload.requestId === body.id)).toHaveLength(2);

      await drain();
      const [team] = to(SUPPORT_TO);
      const [confirmation] = to(user.email);
      expect(inbox.messages).toHaveLength(2);
      expect(team?.subject).toBe(
        `${priority ? "[Priority] " : ""}Support request: ${request.subject}`,
      );
      expect(rawHeader(team as ParsedMail, "X-Priority")).toBe(
        priority ? "1 (Highest)" : undefined,
      );
      expect(team?.replyTo?.text).toContain(user.email);
      expect(team?.text).toContain(request.message);
      expect(team?.text).toContain(`Video: ${request.videoUrl}`);
      expect(team?.text).toContain("Sam Sender");
      expect(confirmation?.subject).toBe(`We received your request: ${request.subject}`);
      expect(confirmation?.text).toContain(request.message);
      expect(confirmation?.text?.includes("priority")).toBe(priority);
    },
  );

  it("takes the priority from the workspace named, which the caller must be in", async () => {
    const pro = await userOn("yearly");
    const free = await userOn("free");
    const db = database.db();
    const proWorkspace = await ensurePersonalWorkspace(db, pro.id);
    const response = await send({ ...request, workspaceId: proWorkspace }, free);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "workspace_not_found" });
    const own = await send({ ...request, videoUrl: "" }, free);
    expect(own.status).toBe(201);
    const [row] = await db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, ((await own.json()) as { id: number }).id));
    expect(row).toMatchObject({ videoUrl: null, priority: false });
  });

  it.each<[string, unknown, RegExp]>([
    ["no subject", { message: "Hi" }, /subject/i],
    ["a blank subject", { subject: "   ", message: "Hi" }, /Please enter a subject/],
    ["a blank message", { subject: "Hi", message: " " }, /Please describe what you need help with/],
    ["a non-web video link", { ...request, videoUrl: "javascript:alert(1)" }, /http/],
    ["a subject too long", { ...request, subject: "x".repeat(201) }, /subject/i],
    ["an unknown field", { ...request, priority: true }, /priority/],
    ["not an object", "help", /body|object|expected/i],
  ])("refuses %s with 400 invalid_input", async (_name, body, message) => {
    const response = await send(body, await userOn("free"));
    expect(response.status).toBe(400);
    const error = (await response.json()) as { code: string; message: string };
    expect(error.code).toBe("invalid_input");
    expect(error.message).toMatch(message);
  });

  it("without SUPPORT_EMAIL writes the team's email as an .eml file; the sender still gets theirs", async () => {
    const mailer = createMailer({
      smtpUrl: inbox.url,
      from: "Demoreel <n@demoreel.example>",
      dataDir: "",
    });
    // No `support` inbox given: it comes from the configuration, where SUPPORT_EMAIL is unset.
    const fromConfig = createWorker({
      db: database.db(),
      storage: getStorage(),
      mail: { mailer, baseUrl: "https://demoreel.example", secret: "s" },
      backoffBaseMs: 0,
      maintenanceEveryMs: 0,
      logger: quiet,
    });
    const user = await userOn("yearly");
    const subject = `Unset inbox ${Date.now()}`;
    expect((await send({ ...request, subject }, user)).status).toBe(201);
    const logged = console.info;
    console.info = () => undefined;
    try {
      while (await fromConfig.runOnce());
    } finally {
      console.info = logged;
    }
    expect(to(user.email).map((m) => m.subject)).toEqual([`We received your request: ${subject}`]);
    expect(to(SUPPORT_TO)).toEqual([]);
    const folder = path.join(process.env.DATA_DIR ?? "", "mail");
    const written = readdirSync(folder)
      .map((name) => readFileSync(path.join(folder, name), "utf8"))
      .filter((eml) => eml.includes(subject));
    expect(written).toHaveLength(1);
    expect(written[0]).toContain(`Subject: [Priority] Support request: ${subject}`);
    expect(written[0]).toMatch(/^X-Priority: 1/m);
  });

  it("is 401 signed out", async () => {
    const response = await send(request);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: expect.any(String) });
  });

  it(`allows ${SUPPORT_REQUESTS_PER_HOUR} requests an hour, then 429 rate_limited`, async () => {
    const user = await userOn("monthly");
    for (let i = 0; i < SUPPORT_REQUESTS_PER_HOUR; i += 1) {
      expect((await send(request, user)).status).toBe(201);
    }
    const response = await send(request, user);
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await response.json()).toMatchObject({ code: "rate_limited" });
    // Someone else is not limited by it.
    expect((await send(request, await userOn("free"))).status).toBe(201);
  });
});
