import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { commentEmail, digestEmail, videoLink } from "@/lib/mail/compose";
import { signUnsubscribe, verifyUnsubscribe } from "@/lib/mail/unsubscribe-token";

const SECRET = "test-secret";
const BASE = "https://demoreel.example";

describe("unsubscribe tokens", () => {
  it("round-trip a user and a kind, user ids with dots and colons included", () => {
    for (const userId of ["7b0c2f6e-1d", "a.b:c"]) {
      const token = signUnsubscribe(SECRET, { userId, kind: "digest" });
      expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
      expect(verifyUnsubscribe(SECRET, token)).toEqual({ userId, kind: "digest" });
    }
  });

  it("refuse another secret, a changed payload or signature, and unknown kinds", () => {
    const token = signUnsubscribe(SECRET, { userId: "u1", kind: "comments" });
    const [payload = "", mac = ""] = token.split(".");
    const forged = (text: string) => Buffer.from(text).toString("base64url");
    expect(verifyUnsubscribe("other-secret", token)).toBeNull();
    expect(verifyUnsubscribe(SECRET, `${forged("comments:u2")}.${mac}`)).toBeNull();
    expect(verifyUnsubscribe(SECRET, `${payload}.${mac.slice(1)}`)).toBeNull();
    expect(verifyUnsubscribe(SECRET, `${payload}.${mac}.x`)).toBeNull();
    expect(verifyUnsubscribe(SECRET, "")).toBeNull();
    // Correctly signed, but not a kind of email.
    const sms = forged("sms:u1");
    const signedSms = `${sms}.${createHmac("sha256", SECRET).update(`unsubscribe:${sms}`).digest("base64url")}`;
    expect(verifyUnsubscribe(SECRET, signedSms)).toBeNull();
  });
});

describe("email composition", () => {
  const envelope = {
    baseUrl: BASE,
    to: "ada@example.test",
    kind: "replies" as const,
    unsubscribeToken: "t.k",
  };

  it("links to the video at the comment's whole second, or to its start without a time", () => {
    expect(videoLink(BASE, 42, 75.9)).toBe(`${BASE}/video/42?t=75`);
    expect(videoLink(BASE, 42, null)).toBe(`${BASE}/video/42`);
    expect(videoLink(BASE, 42, 0)).toBe(`${BASE}/video/42`);
  });

  it("escapes user text in the HTML body and carries both unsubscribe headers", () => {
    const message = commentEmail(envelope, {
      kind: "replies",
      actorName: "Bob <script>",
      video: { id: 42, title: 'Q3 "demo"' },
      comment: { content: "<b>hi</b> & bye", timestamp: 61 },
    });
    expect(message.subject).toBe('Bob <script> replied to your comment on "Q3 "demo""');
    expect(message.html).toContain("&lt;b&gt;hi&lt;/b&gt; &amp; bye");
    expect(message.html).not.toContain("<script>");
    expect(message.text).toContain("at 01:01");
    expect(message.list).toEqual({ unsubscribe: `${BASE}/api/unsubscribe?token=t.k` });
    expect(message.headers).toEqual({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(message.text).toContain(`${BASE}/unsubscribe?token=t.k`);
  });

  it("sums the digest's views and lists each video with its count", () => {
    const message = digestEmail(
      { ...envelope, kind: "digest" },
      { videos: [{ id: 1, title: "A", views: 1 }] },
    );
    expect(message.subject).toBe("Your videos got 1 view in the last day");
    expect(message.text).toContain(`A: 1 view (${BASE}/video/1)`);
  });
});
