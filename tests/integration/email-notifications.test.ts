import { and, eq } from "drizzle-orm";
import { type ParsedMail } from "mailparser";
import { describe, expect, it } from "vitest";
import { PATCH as patchVideo } from "@/app/api/videos/[id]/route";
import { jobs, videos } from "@/db/schema";
import { NOTIFICATION_EMAIL } from "@/lib/mail/jobs";
import { deleteVideo } from "@/lib/videos/delete";
import { apiRequest, routeParams } from "../support/fixtures";
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
  unsubscribeUrlOf,
  video,
  worker,
} from "./email-notifications-support";

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

  it("tells the owner a reply to their own comment is a reply, not a new comment", async () => {
    const v = await video();
    const top = await comment(v, owner, { content: "Questions welcome" });
    await comment(v, ada, { content: "How are seats billed?", parentId: top.id });
    await drain();

    expect(mailTo(owner).map((m) => m.subject)).toEqual([
      'Ada Lovelace replied to your comment on "Pricing demo"',
    ]);
    expect(mailTo(ada)).toEqual([]);
  });

  it("sends nothing about a private video to anyone but its owner", async () => {
    const v = await video();
    const top = await comment(v, ada, { content: "Public for now" });
    await drain();
    inbox.messages.length = 0;

    await comment(v, bob, { content: "Reply before it turns private", parentId: top.id });
    await database.db().update(videos).set({ visibility: "private" }).where(eq(videos.id, v.id));
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
