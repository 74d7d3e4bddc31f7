import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { hydrated, signInAsDev } from "./helpers";
import { smallClip } from "./test-media";

// The local server has no SMTP_URL: its worker writes each email under DATA_DIR/mail.
const mailDir = path.join(process.env.E2E_DATA_DIR ?? "", "mail");
const clip = () => smallClip(6, "100k");

async function emailsTo(address: string): Promise<ParsedMail[]> {
  if (!existsSync(mailDir)) return [];
  const parsed = await Promise.all(
    readdirSync(mailDir)
      .filter((name) => name.endsWith(".eml"))
      .map((name) => simpleParser(readFileSync(path.join(mailDir, name)))),
  );
  return parsed.filter((mail) => !Array.isArray(mail.to) && mail.to?.text === address);
}

test("a comment emails the owner, whose link unsubscribes without signing in", async ({
  page,
  browser,
}) => {
  const owner = await signInAsDev(page, "Owen Mailer");
  const upload = await page.request.post("/api/videos/upload", {
    multipart: {
      title: "Emailed demo",
      description: "",
      isPrivate: "false",
      duration: "6",
      video: { name: "recording.webm", mimeType: "video/webm", buffer: readFileSync(await clip()) },
    },
  });
  expect(upload.status()).toBe(201);
  const videoId = ((await upload.json()) as { id: number }).id;

  const commenterContext = await browser.newContext();
  const commenter = await commenterContext.newPage();
  await signInAsDev(commenter, "Cleo Commenter");
  const posted = await commenter.request.post(`/api/videos/${videoId}/comments`, {
    data: { content: "Nice pricing slide", timestamp: 4 },
  });
  expect(posted.status()).toBe(201);
  await commenterContext.close();

  // The worker sends it from the job queue, after the video's own processing.
  await expect.poll(async () => (await emailsTo(owner.email)).length, { timeout: 60_000 }).toBe(1);
  const [email] = await emailsTo(owner.email);
  expect(email?.subject).toBe('Cleo Commenter commented on "Emailed demo"');
  const base = new URL(page.url()).origin;
  expect(email?.text).toContain(`${base}/video/${videoId}?t=4`);
  const unsubscribe = /(http\S+\/unsubscribe\?token=[\w.-]+)/.exec(email?.text ?? "")?.[1] ?? "";
  expect(unsubscribe).not.toBe("");

  // Signed out, in a fresh browser: the page asks first, then the button unsubscribes.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await stranger.goto(unsubscribe);
  await expect(stranger.getByText("Stop getting “Comments on my videos” emails")).toBeVisible();
  await stranger.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(
    stranger.getByText("You are unsubscribed from “Comments on my videos”"),
  ).toBeVisible();
  await stranger.goto("/unsubscribe?token=forged.token");
  await expect(stranger.getByText("This unsubscribe link is not valid")).toBeVisible();
  await strangerContext.close();

  // The owner's settings show it, and each switch saves at once.
  await page.goto("/settings");
  const comments = page.getByRole("switch", { name: "Comments on my videos" });
  await expect(comments).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Replies to my comments" })).toBeChecked();
  const digest = page.getByRole("switch", { name: "Daily digest of views" });
  await expect(digest).not.toBeChecked();
  await (await hydrated(digest)).focus();
  await page.keyboard.press("Space");
  await expect(digest).toBeChecked();
  await expect
    .poll(async () => (await page.request.get("/api/settings/notifications")).json())
    .toEqual({ comments: false, replies: true, trackedViews: true, digest: true });
  await page.reload();
  await expect(page.getByRole("switch", { name: "Daily digest of views" })).toBeChecked();
});
