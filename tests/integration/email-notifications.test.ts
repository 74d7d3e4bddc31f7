import { readFile } from "node:fs/promises";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { simpleParser, type ParsedMail } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as postComment } from "@/app/api/videos/[id]/comments/route";
import { PATCH as patchVideo } from "@/app/api/videos/[id]/route";
import { POST as unsubscribeRoute } from "@/app/api/unsubscribe/route";
import { GET as getSettings, PATCH as patchSettings } from "@/app/api/settings/notifications/route";
import { jobs, videos, videoViews, type Video } from "@/db/schema";
import type { CommentResponse } from "@/lib/comments/schemas";
import { DIGEST_EMAIL, NOTIFICATION_EMAIL, scheduleDigests } from "@/lib/mail/jobs";
import type { MailSettings } from "@/lib/mail/settings";
import { createMailer } from "@/lib/mail/transport";
import { createWorker, type Worker } from "@/lib/worker/worker";
import { deleteVideo } from "@/lib/videos/delete";
import { getStorage } from "@/lib/storage";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { rawHeader, startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox";
import { useTestDatabase } from "../support/test-database";
import { insertVideo } from "./videos-fixtures";

const BASE_URL = "https://demoreel.example";
const SECRET = process.env.AUTH_SECRET ?? "";
const quiet = { info: () => undefined, error: () => undefined };

const database = useTestDatabase();
let inbox: SmtpInbox;
let worker: Worker;
let owner: TestUser;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const db = database.db();
  const mail: MailSettings = {
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
async function drain(): Promise<void> {
  while (await worker.runOnce());
}

async function comment(v: Video, who: TestUser, body: Record<string, unknown>) {
  const response = await postComment(
    apiRequest(`/api/videos/${v.id}/comments`, { token: who.token, method: "POST", body }),
    routeParams({ id: String(v.id) }),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as CommentResponse;
}

const mailTo = (who: TestUser) =>
  inbox.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === who.email);

const unsubscribeUrlOf = (message: ParsedMail) =>
  /^<([^>]+)>$/.exec(rawHeader(message, "List-Unsubscribe") ?? "")?.[1] ?? "";

function unsubscribe(token: string | null) {
  const query = token === null ? "" : `?token=${encodeURIComponent(token)}`;
  return unsubscribeRoute(
    apiRequest(`/api/unsubscribe${query}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
  );
}

async function settings(who: TestUser, body?: unknown) {
  const request = apiRequest("/api/settings/notifications", {
    token: who.token,
    method: body === undefined ? "GET" : "PATCH",
    body,
  });
  return body === undefined ? getSettings(request) : patchSettings(request);
}

const video = (isPrivate = false) =>
  insertVideo(database.db(), owner.id, { isPrivate, duration: 120, title: "Pricing demo" });

describe("comment and reply emails", () => {
  it("are queued by the request and sent by the worker, linking to the comment's time", async () => {
    const v = await video();
    await comment(v, ada, { content: "Love the pricing slide", timestamp: 75 });
    // Nothing is sent inline: the email waits in the job queue.
    expect(inbox.messages).toEqual([]);
    const queued = await database
      .db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, NOTIFICATION_EMAIL), eq(jobs.videoId, v.id)));
    expect(queued).toHaveLength(1);

    await drain();
    expect(inbox.messages).toHaveLength(1);
    const [message] = mailTo(owner);
    expect(message?.subject).toBe('Ada Lovelace commented on "Pricing demo"');
    expect(message?.from?.text).toBe('"Demoreel" <n@demoreel.example>');
    const link = `${BASE_URL}/video/${v.id}?t=75`;
    expect(message?.text).toContain("Love the pricing slide");
    expect(message?.text).toContain(link);
    expect(message?.html).toContain(`href="${link}"`);

    const oneClick = unsubscribeUrlOf(message as ParsedMail);
    expect(oneClick).toMatch(new RegExp(`^${BASE_URL}/api/unsubscribe\\?token=[\\w-]+\\.[\\w-]+$`));
    expect(rawHeader(message as ParsedMail, "List-Unsubscribe-Post")).toBe(
      "List-Unsubscribe=One-Click",
    );
    const token = new URL(oneClick).searchParams.get("token") ?? "";
    const pageLink = `${BASE_URL}/unsubscribe?token=${token}`;
    expect(message?.text).toContain(pageLink);
    expect(message?.html).toContain(`href="${pageLink}"`);
  });

  it("tells the parent comment's author about a reply; never anyone about their own action", async () => {
    const v = await video();
    const top = await comment(v, ada, { content: "Question about seats", timestamp: 30 });
    await drain();
    inbox.messages.length = 0;

    await comment(v, bob, { content: "Same question", parentId: top.id, timestamp: 31 });
    await comment(v, owner, { content: "Answered in the FAQ", parentId: top.id });
    await comment(v, ada, { content: "Thanks both", parentId: top.id });
    await drain();

    // Ada: Bob's and the owner's replies, not her own. Owner: Bob's and Ada's, not their own.
    expect(
      mailTo(ada)
        .map((m) => m.subject)
        .sort(),
    ).toEqual([
      'Bob Builder replied to your comment on "Pricing demo"',
      'Olive Owner replied to your comment on "Pricing demo"',
    ]);
    expect(
      mailTo(owner)
        .map((m) => m.subject)
        .sort(),
    ).toEqual([
      'Ada Lovelace commented on "Pricing demo"',
      'Bob Builder commented on "Pricing demo"',
    ]);
    expect(mailTo(bob)).toEqual([]);
    const bobsReply = mailTo(ada).find((m) => m.subject?.startsWith("Bob"));
    expect(bobsReply?.text).toContain(`${BASE_URL}/video/${v.id}?t=31`);
  });

  it("sends nothing about a private video to anyone but its owner", async () => {
    const v = await video();
    const top = await comment(v, ada, { content: "Public for now" });
    await drain();
    inbox.messages.length = 0;

    await comment(v, bob, { content: "Reply before it turns private", parentId: top.id });
    await database.db().update(videos).set({ isPrivate: true }).where(eq(videos.id, v.id));
    await drain();
    expect(mailTo(ada)).toEqual([]);
    expect(mailTo(owner)).toHaveLength(1);

    inbox.messages.length = 0;
    const hidden = await video(true);
    await comment(hidden, owner, { content: "Note to self", timestamp: 5 });
    await drain();
    expect(inbox.messages).toEqual([]);
  });

  it("sends a commenter nothing once the owner sets a password or the link expires", async () => {
    for (const lock of ["password", "expiry"] as const) {
      const v = await video();
      const top = await comment(v, ada, { content: `Open for now (${lock})` });
      await drain();
      inbox.messages.length = 0;

      await comment(v, bob, { content: "Reply queued before the lock", parentId: top.id });
      if (lock === "password") {
        const locked = await patchVideo(
          apiRequest(`/api/videos/${v.id}`, {
            token: owner.token,
            method: "PATCH",
            body: { password: "letmein" },
          }),
          routeParams({ id: String(v.id) }),
        );
        expect(locked.status).toBe(200);
      } else {
        const past = new Date(Date.now() - 1000);
        await database.db().update(videos).set({ expiresAt: past }).where(eq(videos.id, v.id));
      }
      await drain();
      expect(mailTo(ada), lock).toEqual([]);
      expect(mailTo(owner), lock).toHaveLength(1);
    }
  });

  it("drops a deleted video's unsent emails", async () => {
    const v = await video();
    await comment(v, ada, { content: "Gone before it is sent", timestamp: 2 });
    await deleteVideo(database.db(), { videoId: v.id, userId: owner.id });
    const left = await database
      .db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, NOTIFICATION_EMAIL), eq(jobs.videoId, v.id)));
    expect(left).toEqual([]);
    await drain();
    expect(inbox.messages).toEqual([]);
  });

  it("retries when the SMTP server refuses, then delivers once", async () => {
    const v = await video();
    inbox.refuse = true;
    await comment(v, bob, { content: "Retry me", timestamp: 12 });
    expect(await worker.runOnce()).toBe(true);
    const [job] = await database
      .db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, NOTIFICATION_EMAIL), eq(jobs.videoId, v.id)));
    expect(job).toMatchObject({ state: "queued", attempts: 1 });
    expect(job?.lastError).toMatch(/451|rejected/i);
    expect(inbox.messages).toEqual([]);

    inbox.refuse = false;
    await drain();
    expect(mailTo(owner).map((m) => m.subject)).toEqual([
      'Bob Builder commented on "Pricing demo"',
    ]);
    const [done] = await database
      .db()
      .select()
      .from(jobs)
      .where(eq(jobs.id, job?.id ?? 0));
    expect(done).toMatchObject({ state: "completed", attempts: 2 });
  });
});

describe("unsubscribe", () => {
  it("one-click POST with the email's token turns that kind off, without signing in", async () => {
    const v = await video();
    await comment(v, ada, { content: "First", timestamp: 3 });
    await drain();
    const token = new URL(unsubscribeUrlOf(mailTo(owner)[0] as ParsedMail)).searchParams.get(
      "token",
    );

    const response = await unsubscribe(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ kind: "comments" });
    expect(await (await settings(owner)).json()).toEqual({
      comments: false,
      replies: true,
      digest: false,
    });

    inbox.messages.length = 0;
    await comment(v, bob, { content: "Second", timestamp: 4 });
    await drain();
    expect(mailTo(owner)).toEqual([]);
    // Unsubscribing again is harmless.
    expect((await unsubscribe(token)).status).toBe(200);
    await settings(owner, { comments: true });
  });

  it("refuses a missing, malformed or tampered token with 400", async () => {
    const { signUnsubscribe } = await import("@/lib/mail/unsubscribe-token");
    const good = signUnsubscribe(SECRET, { userId: ada.id, kind: "replies" });
    const [payload = "", mac = ""] = good.split(".");
    const otherUser = Buffer.from(`replies:${bob.id}`).toString("base64url");
    const flipped = `${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    const cases = [
      null,
      "",
      "not-a-token",
      `${otherUser}.${mac}`,
      `${payload}.${flipped}`,
      signUnsubscribe("another-secret", { userId: ada.id, kind: "replies" }),
    ];
    for (const token of cases) {
      const response = await unsubscribe(token);
      expect(response.status, String(token)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/^Invalid token/);
    }
    expect(await (await settings(ada)).json()).toMatchObject({ replies: true });
    expect(await (await settings(bob)).json()).toMatchObject({ replies: true });
  });
});

describe("email settings", () => {
  it("reads defaults, changes one kind at a time, and names a bad field", async () => {
    const me = await createTestUser(database.db());
    expect(await (await settings(me)).json()).toEqual({
      comments: true,
      replies: true,
      digest: false,
    });
    const changed = await settings(me, { replies: false, digest: true });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ comments: true, replies: false, digest: true });

    const bad = await settings(me, { replies: "no" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/replies/);
    expect((await settings(me, { sms: true })).status).toBe(400);
    expect((await settings(me, {})).status).toBe(400);
    const signedOut = await getSettings(apiRequest("/api/settings/notifications"));
    expect(signedOut.status).toBe(401);
  });
});

describe("daily digest", () => {
  it("is off by default, and once turned on goes out at most once a day with the views", async () => {
    const db = database.db();
    const viewer = await createTestUser(db, { firstName: "Dee", lastName: "Gest" });
    const watched = await insertVideo(db, viewer.id, { title: "Watched twice" });
    const once = await insertVideo(db, viewer.id, { title: "Watched once" });
    const now = new Date("2026-11-24T10:00:00Z");
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
    await db.insert(videoViews).values([
      { videoId: watched.id, viewerKey: `user:${ada.id}`, viewedAt: hoursAgo(2) },
      { videoId: watched.id, viewerKey: "anon:someone", viewedAt: hoursAgo(20) },
      { videoId: once.id, viewerKey: `user:${bob.id}`, viewedAt: hoursAgo(5) },
      // Older than a day, and the owner's own view: neither counts.
      { videoId: once.id, viewerKey: `user:${ada.id}`, viewedAt: hoursAgo(30) },
      { videoId: once.id, viewerKey: `user:${viewer.id}`, viewedAt: hoursAgo(1) },
    ]);
    const digestJobs = () =>
      db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, DIGEST_EMAIL), inArray(jobs.state, ["queued", "completed"])));
    const mine = async () =>
      (await digestJobs()).filter((job) => job.payload.userId === viewer.id).length;

    await scheduleDigests(db, now);
    expect(await mine()).toBe(0);

    await settings(viewer, { digest: true });
    await scheduleDigests(db, now);
    await scheduleDigests(db, hoursAgo(-3));
    expect(await mine()).toBe(1);
    await drain();
    const [digest, ...more] = mailTo(viewer);
    expect(more).toEqual([]);
    expect(digest?.subject).toBe("Your videos got 3 views in the last day");
    expect(digest?.text).toContain(`Watched twice: 2 views (${BASE_URL}/video/${watched.id})`);
    expect(digest?.text).toContain(`Watched once: 1 view (${BASE_URL}/video/${once.id})`);
    expect(rawHeader(digest as ParsedMail, "List-Unsubscribe")).toContain(
      "/api/unsubscribe?token=",
    );

    // The next day brings the next digest.
    await scheduleDigests(db, new Date("2026-11-25T00:30:00Z"));
    expect(await mine()).toBe(2);
  });
});

describe("without SMTP_URL", () => {
  it("writes each email as an .eml file under DATA_DIR/mail and logs where", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "demoreel-mail-"));
    const lines: string[] = [];
    const mailer = createMailer({
      from: "Demoreel <n@demoreel.example>",
      dataDir,
      logger: { info: (line: string) => lines.push(line) },
    });
    const delivery = await mailer.send({
      to: ada.email,
      subject: "Written to disk",
      text: `See ${BASE_URL}/video/1?t=9`,
      list: { unsubscribe: `${BASE_URL}/api/unsubscribe?token=x.y` },
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    expect(delivery.via).toBe("file");
    const file = delivery.via === "file" ? delivery.path : "";
    expect(path.dirname(file)).toBe(path.join(dataDir, "mail"));
    expect(file).toMatch(/\.eml$/);
    expect(lines).toEqual([expect.stringContaining(file)]);
    const parsed = await simpleParser(await readFile(file));
    expect(parsed.subject).toBe("Written to disk");
    expect(parsed.text).toContain("/video/1?t=9");
    expect(rawHeader(parsed, "List-Unsubscribe")).toBe(`<${BASE_URL}/api/unsubscribe?token=x.y>`);
  });
});
