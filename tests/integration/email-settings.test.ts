import { readFile } from "node:fs/promises";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { simpleParser, type ParsedMail } from "mailparser";
import { describe, expect, it } from "vitest";
import { GET as getSettings } from "@/app/api/settings/notifications/route";
import { jobs, videoViews } from "@/db/schema";
import { DIGEST_EMAIL, scheduleDigests } from "@/lib/mail/jobs";
import { createMailer } from "@/lib/mail/transport";
import { apiRequest, createTestUser } from "../support/fixtures";
import { rawHeader } from "../support/smtp-inbox";
import {
  ada,
  BASE_URL,
  bob,
  comment,
  database,
  drain,
  inbox,
  mailTo,
  owner,
  SECRET,
  settings,
  unsubscribe,
  unsubscribeUrlOf,
  video,
} from "./email-notifications-support";
import { insertVideo } from "./videos-fixtures";

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
      trackedViews: true,
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
      trackedViews: true,
      digest: false,
    });
    const changed = await settings(me, { replies: false, digest: true });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({
      comments: true,
      replies: false,
      trackedViews: true,
      digest: true,
    });

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
