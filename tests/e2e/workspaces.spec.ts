import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { hydrated, signInAsDev } from "./helpers";

// The local server has no SMTP_URL: its worker writes each email under DATA_DIR/mail.
const mailDir = path.join(process.env.E2E_DATA_DIR ?? "", "mail");
const dir = mkdtempSync(path.join(os.tmpdir(), "demoreel-workspaces-"));
const clip = path.join(dir, "clip.webm");
execFileSync("ffmpeg", [
  ...["-loglevel", "error", "-f", "lavfi", "-i", "testsrc2=size=160x90:rate=10:duration=3"],
  ...["-c:v", "libvpx", "-b:v", "100k", clip],
]);

/** The invite link emailed to `address`, once the worker has sent it; "" before. */
async function inviteLinkFor(address: string): Promise<string> {
  if (!existsSync(mailDir)) return "";
  for (const name of readdirSync(mailDir).filter((file) => file.endsWith(".eml"))) {
    const mail = await simpleParser(readFileSync(path.join(mailDir, name)));
    if (Array.isArray(mail.to) || mail.to?.text !== address) continue;
    return /(http\S+\/invites\/[\w-]+)/.exec(mail.text ?? "")?.[1] ?? "";
  }
  return "";
}

const recordLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Record" });

test("a team shares a workspace: invite by email, a viewer can't record, folders for everyone", async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsDev(page, "Olivia Owner");

  // The owner creates the workspace from the avatar menu and lands in its library.
  await (await hydrated(page.getByRole("button", { name: "Your account" }))).click();
  await page.getByRole("menuitem", { name: "Create workspace" }).click();
  await page.getByRole("dialog").getByLabel("Workspace name").fill("Sales Team");
  await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("heading", { name: "Sales Team", level: 1 })).toBeVisible();
  const workspaces = (await (await page.request.get("/api/workspaces")).json()) as {
    id: number;
    name: string;
  }[];
  const workspaceId = workspaces.find((workspace) => workspace.name === "Sales Team")?.id;
  expect(workspaceId).toBeDefined();

  // The owner invites a teammate as a creator.
  const memberEmail = `mia-${Date.now()}@example.test`;
  await page.goto("/settings/workspace");
  await (await hydrated(page.getByLabel("Email"))).fill(memberEmail);
  await page.getByRole("button", { name: "Send invite" }).click();
  await expect(page.getByText(`Invite sent to ${memberEmail}`).first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Pending invites" })).toContainText(memberEmail);

  // The teammate follows the emailed link, joins, and sees the workspace's library.
  await expect.poll(() => inviteLinkFor(memberEmail), { timeout: 60_000 }).not.toBe("");
  const link = await inviteLinkFor(memberEmail);
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInAsDev(member, "Mia Member", memberEmail);
  await member.goto(link);
  await (await hydrated(member.getByRole("button", { name: "Join Sales Team" }))).click();
  await expect(member.getByRole("heading", { name: "Sales Team", level: 1 })).toBeVisible();
  await expect(recordLink(member)).toBeVisible();

  // Made a viewer, the teammate has no Record button and the recorder says why.
  await page.reload();
  await (await hydrated(page.getByRole("combobox", { name: "Role of Mia Member" }))).click();
  await page.getByRole("option", { name: "Viewer" }).click();
  await expect(page.getByText("Role changed").first()).toBeVisible();
  await member.reload();
  await expect(member.getByRole("heading", { name: "Sales Team", level: 1 })).toBeVisible();
  await expect(recordLink(member)).toHaveCount(0);
  await expect(member.getByRole("link", { name: "Start recording" })).toHaveCount(0);
  await member.goto("/record");
  await expect(
    member.getByRole("heading", { name: "Viewers can't record in Sales Team" }),
  ).toBeVisible();

  // The owner makes a folder and drags the video onto it.
  await page.goto("/");
  await (await hydrated(page.getByRole("button", { name: "New folder" }))).click();
  await page.getByRole("dialog").getByLabel("Folder name").fill("Q3 Demos");
  await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
  const folders = page.getByRole("navigation", { name: "Folders" });
  const folder = folders.getByTestId("folder-entry").filter({ hasText: "Q3 Demos" });
  await expect(folder).toBeVisible();
  // A video of the workspace, seeded through the API (recording is slow).
  const upload = await page.request.post("/api/videos/upload", {
    multipart: {
      title: "Q3 pricing walkthrough",
      description: "",
      isPrivate: "true",
      duration: "3",
      workspaceId: String(workspaceId),
      video: { name: "recording.webm", mimeType: "video/webm", buffer: readFileSync(clip) },
    },
  });
  expect(upload.status()).toBe(201);
  const uploaded = (await upload.json()) as { id: number; workspaceId: number };
  expect(uploaded.workspaceId).toBe(workspaceId);
  const videoId = uploaded.id;
  const shared = await page.request.patch(`/api/videos/${videoId}`, {
    data: { visibility: "workspace" },
  });
  expect(shared.status()).toBe(200);

  await page.reload();
  const card = page.getByRole("article", { name: "Q3 pricing walkthrough" });
  await card.getByRole("heading").dragTo(folder);
  await expect(page.getByText("Moved to Q3 Demos").first()).toBeVisible();
  await folders.getByRole("button", { name: "Q3 Demos", exact: true }).click();
  await expect(card).toBeVisible();
  await folders.getByRole("button", { name: "No folder", exact: true }).click();
  await expect(card).toHaveCount(0);

  // The teammate, a viewer now, finds it in the same folder.
  await member.goto("/");
  const memberFolders = member.getByRole("navigation", { name: "Folders" });
  await (
    await hydrated(memberFolders.getByRole("button", { name: "Q3 Demos", exact: true }))
  ).click();
  await expect(member.getByRole("article", { name: "Q3 pricing walkthrough" })).toBeVisible();
  await memberContext.close();
});
